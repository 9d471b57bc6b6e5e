import { useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { mailtoHref } from './contactRules';
import { DeliveryError, postContact } from './postContact';
import { submissionFor, type Submission } from './submissionId';

export type DeliveryStatus =
  'idle' | 'invalid' | 'sending' | 'sent' | 'failed' | 'timeout' | 'composed';

export interface Message {
  subject: string;
  body: string;
  /** The JSON the endpoint receives (kind, fields, labels, subject; a quote's items). */
  payload: Record<string, unknown>;
}

const noSubscribe = () => () => {};

/**
 * How every form here delivers (contact, quote, service, meter): POST JSON to the endpoint set at build
 * (one submission id across retries of the same message), or open the mail app without one.
 * The text stays in the form on any failure; `onDelivered` runs once it left the page.
 */
export function useDelivery(endpoint: string | undefined, email: string) {
  const [status, setStatus] = useState<DeliveryStatus>('idle');
  const submission = useRef<Submission | null>(null);
  // After hydration the browser's own bubbles give way to the localized messages.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

  const deliver = (message: Message, onDelivered: () => void) => {
    if (!endpoint) {
      onDelivered();
      window.location.href = mailtoHref(email, message.subject, message.body);
      return;
    }
    submission.current = submissionFor(submission.current, JSON.stringify(message.payload));
    postContact(endpoint, {
      ...message.payload,
      page: window.location.href,
      submissionId: submission.current.id,
    })
      .then(() => {
        submission.current = null;
        setStatus('sent');
        onDelivered();
      })
      .catch((error: unknown) =>
        setStatus(error instanceof DeliveryError ? error.reason : 'failed'),
      );
  };

  /**
   * A checked send: with an invalid field, its errors are rendered first and then the field is
   * focused (so it is announced with its error); otherwise the message is delivered.
   */
  const submit = (check: {
    invalidId: string | undefined;
    showErrors: () => void;
    message: () => Message;
    onDelivered: () => void;
  }) => {
    if (status === 'sending') return; // one request at a time
    flushSync(() => {
      check.showErrors();
      setStatus(check.invalidId ? 'invalid' : endpoint ? 'sending' : 'composed');
    });
    if (check.invalidId) document.getElementById(check.invalidId)?.focus();
    else deliver(check.message(), check.onDelivered);
  };

  return { status, hydrated, submit };
}
