import type { FormEvent, ReactNode, Ref } from 'react';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import type { DeliveryLabels } from '@/components/forms/DeliveryFooter';
import type { SummaryItem } from '@/components/forms/fieldRules';
import type { Delivered } from '@/components/forms/postContact';
import { RequestForm } from '@/components/forms/RequestForm';
import type { DeliveryState, Message } from '@/components/forms/useDelivery';
import type { Photos } from '@/components/forms/usePhotos';

interface Props<V> {
  kind: 'service' | 'meter';
  /** The id of the section heading that names the form. */
  headingId: string;
  labels: { delivery: DeliveryLabels; mailNote: string; summary: string };
  /** The fields' errors in form order; the photos' error follows them. */
  items: readonly SummaryItem[];
  /** What useRequestForm gives. */
  form: {
    delivery: DeliveryState;
    formRef: Ref<HTMLFormElement>;
    send: (
      event: FormEvent<HTMLFormElement>,
      message: () => Message,
      onDelivered: (answer: Delivered, sent: V) => V | void,
    ) => void;
  };
  photos: Photos;
  recipient: Recipient;
  endpoint?: string;
  fallbackAction: string;
  /** The message without its photos. */
  message: { subject: string; body: string; payload: () => Message['payload'] };
  /** After a delivered request (the photos are gone by then): the values to start over with. */
  onDelivered?: (sent: V) => V;
  onFocus?: () => void;
  children: ReactNode;
}

/** The frame of the forms with photos (service request, meter reading): a send waits for them. */
export function PhotoRequestForm<V>(props: Props<V>) {
  const { headingId, labels, items, form, photos, message, onDelivered, ...rest } = props;
  const { subject, body, payload } = message;
  return (
    <RequestForm
      {...rest}
      delivery={form.delivery}
      labels={labels.delivery}
      mailNote={labels.mailNote}
      errorSummary={{ text: labels.summary, items: [...items, ...photos.summary()] }}
      message={{ subject, body }}
      labelledBy={headingId}
      requestFieldsFirst
      photos={photos.note}
      formRef={form.formRef}
      onSubmit={(event) => {
        if (!photos.beforeSend()) return event.preventDefault();
        form.send(
          event,
          () => ({ subject, body, payload: payload(), photos: photos.attached() }),
          (_answer, sent) => {
            photos.clear();
            return onDelivered?.(sent);
          },
        );
      }}
    />
  );
}
