import type { FormEventHandler, ReactNode, Ref } from 'react';
import type { Recipient } from './DeliveryAlternatives';
import { DeliveryFooter, type DeliveryLabels, type PhotoNote } from './DeliveryFooter';
import { ErrorSummary } from './ErrorSummary';
import type { SummaryItem } from './fieldRules';
import { RequestFields, type RequestKind } from './RequestFields';
import type { DeliveryState } from './useDelivery';
import * as styles from './Form.css';

interface Props {
  kind: RequestKind;
  /** What useDelivery reports: the status line, the button and the summary follow it. */
  delivery: DeliveryState;
  labels: DeliveryLabels;
  /** "Send opens your mail app…", shown on builds without an endpoint. */
  mailNote: string;
  /** The error summary's sentence and its links to the invalid fields, in form order. */
  errorSummary: { text: string; items: readonly SummaryItem[] };
  recipient: Recipient;
  /** The message as the mail app, WhatsApp and Telegram would carry it. */
  message: { subject: string; body: string };
  /** Where the form posts (CONTACT_FORM_ENDPOINT at build); without it, send opens the mail app. */
  endpoint?: string;
  /** No-JS action (endpoint or mailto:); none for a JavaScript-only form (the quote list's). */
  fallbackAction?: string;
  labelledBy: string;
  /** Before the mail note: the heading and what the request is about. */
  header?: ReactNode;
  /** True for a form that exists only with JavaScript: the browser's bubbles never apply. */
  noValidate?: boolean;
  /** A `photo` file input: posted as multipart/form-data without JavaScript. */
  photos?: Omit<PhotoNote, 'lost'>;
  /** The service forms name their kind and carry the spam checks before the fields. */
  requestFieldsFirst?: boolean;
  id?: string;
  className?: string;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  children: ReactNode;
}

/** The frame every request form shares, with its plain-post fallback. */
export function RequestForm({
  kind,
  delivery,
  labels,
  mailNote,
  errorSummary,
  recipient,
  message,
  endpoint,
  fallbackAction,
  labelledBy,
  header,
  noValidate,
  requestFieldsFirst,
  photos,
  id,
  className,
  formRef,
  onSubmit,
  onFocus,
  children,
}: Props) {
  const requestFields = endpoint ? (
    <RequestFields kind={kind} locale={labels.privacy.locale} labels={labels.spam} />
  ) : null;
  return (
    <form
      ref={formRef}
      id={id}
      className={className ? `${styles.form} ${className}` : styles.form}
      aria-labelledby={labelledBy}
      action={fallbackAction}
      method={fallbackAction ? 'post' : undefined}
      encType={
        fallbackAction && !endpoint
          ? 'text/plain'
          : endpoint && photos
            ? 'multipart/form-data'
            : undefined
      }
      // After hydration the localized messages replace the browser's own bubbles.
      noValidate={noValidate ?? delivery.hydrated}
      onSubmit={onSubmit}
      onFocus={onFocus}
    >
      {header}
      {requestFieldsFirst ? requestFields : null}
      {endpoint ? null : <p className={styles.note}>{mailNote}</p>}
      <ErrorSummary
        shown={delivery.status === 'invalid'}
        summary={errorSummary.text}
        items={errorSummary.items}
      />
      {children}
      {requestFieldsFirst ? null : requestFields}
      <DeliveryFooter
        status={delivery.status}
        reference={delivery.reference}
        rejection={delivery.rejection}
        photos={photos && { ...photos, lost: delivery.photosLost ?? false }}
        labels={labels}
        recipient={recipient}
        subject={message.subject}
        body={message.body}
      />
    </form>
  );
}
