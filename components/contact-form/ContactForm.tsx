'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { sessionStore } from '@/lib/safe-storage';
import { clearDraft, loadDraft, saveDraft } from './contactDraft';
import {
  composeContact,
  deliveredPhone,
  emptyContact,
  firstInvalidField,
  invalidFields,
  isContactTopic,
  isReplyChannel,
  mailtoHref,
  prefillFromQuery,
  validateContact,
  type ContactErrors,
  type ContactValues,
  type PrefillTemplates,
} from './contactForm';
import { DeliveryAlternatives, type Recipient } from './DeliveryAlternatives';
import { ContactFields } from './ContactFields';
import { ErrorSummary } from './ErrorSummary';
import { errorText, type ContactFormLabels } from './contactLabels';
import { DeliveryError, postContact } from './postContact';
import { submissionFor, type Submission } from './submissionId';
import * as styles from './ContactForm.css';

interface Props {
  labels: ContactFormLabels;
  prefill: PrefillTemplates;
  /** Product id → name in the page's language, for ?product=<id>. */
  productNames: Record<string, string>;
  recipient: Recipient;
  /** Where the form posts (CONTACT_FORM_ENDPOINT at build); without it, send opens the mail app. */
  endpoint?: string;
  /** The form's action without JavaScript: the endpoint, or a mailto: address. */
  fallbackAction: string;
}

type Status = 'idle' | 'invalid' | 'sending' | 'sent' | 'failed' | 'timeout' | 'composed';
const noSubscribe = () => () => {};

export function ContactForm({
  labels,
  prefill,
  productNames,
  recipient,
  endpoint,
  fallbackAction,
}: Props) {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [search, setSearch] = useState<string | null>(null);
  // The message being delivered and its id: a retry after a timeout sends the same id.
  const submission = useRef<Submission | null>(null);
  // After hydration the browser's own bubbles give way to the localized messages below.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

  useEffect(() => {
    // The query and the saved draft live in the browser only (the page itself is static).
    const query = window.location.search;
    const draft = loadDraft(sessionStore(), query);
    const start = prefillFromQuery(query, productNames, prefill);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the URL and sessionStorage once after hydration
    setValues(draft ?? (start ? { ...emptyContact, ...start } : emptyContact));
    setSearch(query);
  }, [productNames, prefill]);

  const update = (field: keyof ContactValues, value: string) => {
    const next = { ...values, [field]: value };
    if (!isContactTopic(next.topic)) next.topic = emptyContact.topic;
    if (!isReplyChannel(next.reply)) next.reply = emptyContact.reply;
    setValues(next);
    if (status === 'invalid') setErrors(validateContact(next));
    if (search !== null) saveDraft(sessionStore(), search, next);
  };

  const { subject, body } = composeContact(values, labels.topics[values.topic], labels.compose);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return; // one request at a time
    const found = validateContact(values);
    const first = firstInvalidField(found);
    // Render the messages before moving focus, so the field is announced with its error.
    flushSync(() => {
      setErrors(found);
      setStatus(first ? 'invalid' : endpoint ? 'sending' : 'composed');
    });
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    if (!endpoint) {
      window.location.href = mailtoHref(recipient.email, subject, body);
      return;
    }
    const payload = {
      ...values,
      phone: deliveredPhone(values.phone),
      topicLabel: labels.topics[values.topic],
      replyLabel: labels.replies[values.reply],
      subject,
    };
    submission.current = submissionFor(submission.current, JSON.stringify(payload));
    postContact(endpoint, {
      ...payload,
      page: window.location.href,
      submissionId: submission.current.id,
    })
      .then(() => {
        submission.current = null;
        setStatus('sent');
        setValues({ ...emptyContact });
        clearDraft(sessionStore());
      })
      // The text stays in the form; a timeout says the message may still have arrived.
      .catch((error: unknown) =>
        setStatus(error instanceof DeliveryError ? error.reason : 'failed'),
      );
  };

  const failed = status === 'failed' || status === 'timeout';
  const statusText =
    failed || status === 'sent' || status === 'composed' ? labels.status[status] : '';
  return (
    <form
      className={styles.form}
      aria-labelledby="contact-form-heading"
      action={fallbackAction}
      method="post"
      encType={endpoint ? undefined : 'text/plain'}
      noValidate={hydrated}
      onSubmit={onSubmit}
    >
      <h2 id="contact-form-heading" className={styles.heading}>
        {labels.heading}
      </h2>
      {endpoint ? null : <p className={styles.note}>{labels.mailNote}</p>}
      <ErrorSummary
        shown={status === 'invalid'}
        summary={labels.errors.summary}
        items={invalidFields(errors).map((field) => ({
          id: `contact-${field}`,
          text: errorText(errors, field, labels.errors) ?? '',
        }))}
      />
      <ContactFields values={values} errors={errors} labels={labels} onChange={update} />
      <button type="submit" className={styles.submit} disabled={status === 'sending'}>
        {status === 'sending' ? labels.sending : failed ? labels.retry : labels.send}
      </button>
      <p className={`${styles.status} ${status === 'sent' ? styles.success : ''}`} role="status">
        {statusText}
      </p>
      {failed || status === 'composed' ? (
        <DeliveryAlternatives
          recipient={recipient}
          subject={subject}
          body={body}
          labels={labels.alternatives}
          newTab={labels.newTab}
        />
      ) : null}
    </form>
  );
}
