import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { mailtoHref } from './messageLinks';
import type { Delivered, FieldCodes } from './postContact';
import type { Rejection } from './deliveryAnswer';
import type { Submission } from './submissionId';

export type DeliveryStatus =
  | 'idle'
  | 'invalid'
  | 'sending'
  | 'sent'
  | 'failed'
  | 'timeout'
  | 'limited'
  | 'rejected'
  | 'composed';

export interface Message {
  subject: string;
  body: string;
  /** The JSON the endpoint receives (kind, fields, labels, subject; a quote's items). */
  payload: Record<string, unknown>;
  /** Photos sent with it (service request, meter reading): multipart instead of JSON. */
  photos?: readonly File[];
}

/** What a form shows of its delivery: the status, the endpoint's reference or refusal. */
export interface DeliveryState {
  status: DeliveryStatus;
  /** The reference the endpoint answered with (the site's Function gives one). */
  reference?: string;
  /** Why the endpoint refused the request, when no field of the form can show it. */
  rejection?: Rejection;
  /** A sent request whose photos the endpoint did not keep (no photo storage, or it failed). */
  photosLost?: boolean;
  /** After hydration the browser's own bubbles give way to the localized messages. */
  hydrated: boolean;
}

const noSubscribe = () => () => {};

// The send path loads once a visitor starts on a form (prepare), at the latest on send: a page
// whose form nobody fills in does not load it.
const loadSendPath = () => import('./sendPath');

/** What makes a message the same message on a retry: its JSON and its photos. */
export function messageContent(message: Pick<Message, 'payload' | 'photos'>): string {
  const photos = (message.photos ?? []).map((p) => [p.name, p.size, p.type, p.lastModified]);
  return JSON.stringify(photos.length > 0 ? [message.payload, photos] : message.payload);
}

/**
 * How every form here delivers (contact, quote, service, meter): POST JSON to the endpoint set at build
 * (one submission id across retries of the same message), or open the mail app without one.
 * Where nothing answers at the endpoint (a host without the Worker: 404, 405, 501, or no
 * connection) the mail app opens with the message at once, as without an endpoint, and the form
 * shows the other ways to send it. The text stays in the form on any failure; `onDelivered`
 * runs once it left the page (not for the mail app after a failed send: the text stays).
 */
export function useDelivery(endpoint: string | undefined, email: string) {
  const [status, setStatus] = useState<DeliveryStatus>('idle');
  /** The reference the endpoint answered with (the site's Function gives one). */
  const [reference, setReference] = useState<string | undefined>();
  /** Why the endpoint refused the request, when no field of the form can show it. */
  const [rejection, setRejection] = useState<Rejection | undefined>();
  /** Photos were sent and the endpoint did not keep them. */
  const [photosLost, setPhotosLost] = useState(false);
  const submission = useRef<Submission | null>(null);
  // When the form was shown: the endpoint refuses a request sent sooner than people can type.
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  // After hydration the browser's own bubbles give way to the localized messages.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

  const deliver = (
    message: Message,
    form: HTMLFormElement | undefined,
    onDelivered: (answer: Delivered) => void,
    onRejected: ((codes: FieldCodes) => string | undefined) | undefined,
  ) => {
    if (!endpoint) {
      onDelivered({});
      window.location.href = mailtoHref(email, message.subject, message.body);
      return;
    }
    loadSendPath()
      .then(async (send) => {
        submission.current = send.submissionFor(submission.current, messageContent(message));
        try {
          const answer = await send.postContact(
            endpoint,
            {
              ...message.payload,
              ...send.requestFieldsOf(form, startedAt.current),
              page: window.location.href,
              submissionId: submission.current.id,
            },
            undefined,
            message.photos,
          );
          submission.current = null;
          setReference(answer.reference);
          setPhotosLost(answer.photosStored === false);
          setStatus('sent');
          onDelivered(answer);
        } catch (error: unknown) {
          if (!(error instanceof send.DeliveryError)) return setStatus('failed');
          if (error.reason === 'noEndpoint') {
            setStatus('composed');
            window.location.href = mailtoHref(email, message.subject, message.body);
            return;
          }
          if (error.reason !== 'rejected') return setStatus(error.reason);
          // Fields the form knows show as its own errors; the rest is said in the status line.
          const invalidId = onRejected?.(error.errors);
          if (invalidId) {
            flushSync(() => setStatus('invalid'));
            document.getElementById(invalidId)?.focus();
          } else {
            setRejection(send.rejectionOf(error.errors));
            setStatus('rejected');
          }
        }
      })
      // The send path could not load (offline): the text stays, the other ways show.
      .catch(() => setStatus('failed'));
  };

  /**
   * A checked send: with an invalid field, its errors are rendered first and then the field is
   * focused (so it is announced with its error); otherwise the message is delivered.
   */
  const submit = (check: {
    invalidId: string | undefined;
    showErrors: () => void;
    message: () => Message;
    /** After the send; the endpoint's answer (its reference) when there was one. */
    onDelivered: (answer: Delivered) => void;
    /** The form, for its spam fields (honeypot, Turnstile token). */
    form?: HTMLFormElement;
    /** Shows the endpoint's field errors the form knows; the id of the first, or undefined. */
    onRejected?: (codes: FieldCodes) => string | undefined;
  }) => {
    if (status === 'sending') return; // one request at a time
    flushSync(() => {
      check.showErrors();
      setReference(undefined);
      setRejection(undefined);
      setPhotosLost(false);
      setStatus(check.invalidId ? 'invalid' : endpoint ? 'sending' : 'composed');
    });
    if (check.invalidId) document.getElementById(check.invalidId)?.focus();
    else deliver(check.message(), check.form, check.onDelivered, check.onRejected);
  };

  /** Loads the send path ahead of the send (the visitor started on the form). */
  const prepare = () => {
    if (endpoint) void loadSendPath().catch(() => undefined);
  };

  return { status, reference, rejection, photosLost, hydrated, submit, prepare };
}
