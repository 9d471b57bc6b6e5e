'use client';

import { useEffect, type FormEvent } from 'react';
import { formatIcu } from '@/lib/icu';
import { localStore } from '@/lib/safe-storage';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { RequestForm } from '@/components/forms/RequestForm';
import { summaryItems } from '@/components/forms/fieldRules';
import { useRequestForm } from '@/components/forms/useRequestForm';
import { useRequestPhotos } from '@/components/forms/useRequestPhotos';
import { PhotoField } from '@/components/forms/PhotoField';
import { localDate, serialError } from './fieldRules';
import { lastReading, rememberReading } from './lastReadings';
import { MeterFields } from './MeterFields';
import type { MeterFormLabels } from './labels';
import {
  composeMeter,
  emptyMeter,
  lowerCounters,
  meterFieldOrder,
  meterPayload,
  validateMeter,
  type MeterValues,
} from './meterReading';

interface Props {
  headingId: string;
  labels: MeterFormLabels;
  recipient: Recipient;
  endpoint?: string;
  fallbackAction: string;
}

/** A counter below this browser's last reading for the serial warns but does not stop the send. */
export function MeterReadingForm({
  headingId,
  labels,
  recipient,
  endpoint,
  fallbackAction,
}: Props) {
  const photos = useRequestPhotos('meter-photos', labels.photos);
  const form = useRequestForm({
    empty: emptyMeter,
    draftKey: 'meter-reading-draft',
    idPrefix: 'meter',
    fieldOrder: meterFieldOrder,
    validate: (values: MeterValues) => validateMeter(values, localDate()),
    endpoint,
    email: recipient.email,
    onOtherCodes: photos.onOtherCodes,
  });
  const { values, errors, restore } = form;
  const { hydrated } = form.delivery;

  useEffect(() => {
    restore(() => ({ ...emptyMeter, date: localDate() }));
  }, [restore]);

  // Read after hydration only: the server has no storage, and the first render must match it.
  const last =
    hydrated && !serialError(values.serial) ? lastReading(localStore(), values.serial) : undefined;
  const lower = lowerCounters(values, last);
  const warnings = Object.fromEntries(
    lower.map((counter) => [
      counter,
      formatIcu(labels.lower, { last: String(last?.[counter] ?? ''), date: last?.date ?? '' }),
    ]),
  ) as Partial<Record<'mono' | 'colour', string>>;

  const { subject, body } = composeMeter(values, labels.compose);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!photos.beforeSend()) return event.preventDefault();
    form.send(
      event,
      () => ({
        subject,
        body,
        payload: meterPayload(values, labels.compose),
        photos: photos.attached(),
      }),
      (_answer, sent) => {
        photos.photos.clear();
        rememberReading(localStore(), sent);
        // The device and the contact stay for next month's reading; the counters go.
        return { ...sent, mono: '', colour: '' };
      },
    );
  };

  return (
    <RequestForm
      kind="meter"
      delivery={form.delivery}
      labels={labels.delivery}
      mailNote={labels.mailNote}
      errorSummary={{
        text: labels.summary,
        items: [
          ...summaryItems(errors, meterFieldOrder, 'meter', labels.errors),
          ...photos.summary(),
        ],
      }}
      recipient={recipient}
      message={{ subject, body }}
      endpoint={endpoint}
      fallbackAction={fallbackAction}
      labelledBy={headingId}
      requestFieldsFirst
      photos={photos.note}
      formRef={form.formRef}
      onSubmit={onSubmit}
    >
      <MeterFields
        values={values}
        errors={errors}
        warnings={warnings}
        labels={labels}
        onChange={form.update}
        photoField={
          labels.photos && endpoint ? (
            <PhotoField
              id="meter-photos"
              labels={labels.photos}
              photos={photos.photos}
              error={photos.error}
            />
          ) : null
        }
      />
    </RequestForm>
  );
}
