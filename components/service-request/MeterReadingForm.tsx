'use client';

import { useEffect } from 'react';
import { formatIcu } from '@/lib/icu';
import { localStore } from '@/lib/safe-storage';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { summaryItems } from '@/components/forms/fieldRules';
import { useRequestForm } from '@/components/forms/useRequestForm';
import { usePhotos } from '@/components/forms/usePhotos';
import { PhotoField } from '@/components/forms/PhotoField';
import { localDate, serialError } from './fieldRules';
import { lastReading, rememberReading } from './lastReadings';
import { MeterFields } from './MeterFields';
import { PhotoRequestForm } from './PhotoRequestForm';
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
export function MeterReadingForm(props: Props) {
  const { labels, recipient, endpoint } = props;
  const photos = usePhotos('meter-photos', labels.photos);
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

  return (
    <PhotoRequestForm
      kind="meter"
      {...props}
      items={summaryItems(errors, meterFieldOrder, 'meter', labels.errors)}
      form={form}
      photos={photos}
      message={{
        ...composeMeter(values, labels.compose),
        payload: () => meterPayload(values, labels.compose),
      }}
      onDelivered={(sent) => {
        rememberReading(localStore(), sent);
        // The device and the contact stay for next month's reading; the counters go.
        return { ...sent, mono: '', colour: '' };
      }}
    >
      <MeterFields
        values={values}
        errors={errors}
        warnings={warnings}
        labels={labels}
        onChange={form.update}
        photoField={<PhotoField photos={photos} />}
      />
    </PhotoRequestForm>
  );
}
