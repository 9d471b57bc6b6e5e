'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { fillTemplate } from '@/lib/fill-template';
import { localStore, sessionStore } from '@/lib/safe-storage';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { RequestForm } from '@/components/forms/RequestForm';
import { firstInvalid, summaryItems } from '@/components/forms/fieldRules';
import { localDate, serialError } from './fieldRules';
import { clearFormDraft, loadFormDraft, saveFormDraft } from '@/components/forms/formDraft';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
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
  type MeterErrors,
  type MeterValues,
} from './meterReading';
import { useDelivery } from '@/components/forms/useDelivery';
import { knownFieldErrors } from '@/components/forms/deliveryAnswer';

interface Props {
  headingId: string;
  labels: MeterFormLabels;
  recipient: Recipient;
  endpoint?: string;
  fallbackAction: string;
}

const draftKey = 'meter-reading-draft';

/**
 * Serial number, date and counters. A counter lower than the last reading sent from this browser
 * for the same serial number gets a warning (it does not stop the send); with storage blocked
 * there is nothing to compare with, and no warning.
 */
export function MeterReadingForm({
  headingId,
  labels,
  recipient,
  endpoint,
  fallbackAction,
}: Props) {
  const [values, setValues] = useState<MeterValues>(emptyMeter);
  const [errors, setErrors] = useState<MeterErrors>({});
  const [search, setSearch] = useState<string | null>(null);
  const delivery = useDelivery(endpoint, recipient.email);
  const { status, hydrated, submit } = delivery;
  const { formRef, overTyped } = useTypedBeforeHydration(emptyMeter);

  useEffect(() => {
    const query = window.location.search;
    const draft = loadFormDraft(sessionStore(), draftKey, query, emptyMeter);
    const { values: initial, typed } = overTyped(draft ?? { ...emptyMeter, date: localDate() });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading sessionStorage, today's date and the early typing once after hydration
    setValues(initial);
    setSearch(query);
    if (typed) saveFormDraft(sessionStore(), draftKey, query, initial);
  }, [overTyped]);

  const update = (field: keyof MeterValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (status === 'invalid') setErrors(validateMeter(next, localDate()));
    if (search !== null) saveFormDraft(sessionStore(), draftKey, search, next);
  };

  // Read after hydration only: the server has no storage, and the first render must match it.
  const last =
    hydrated && !serialError(values.serial) ? lastReading(localStore(), values.serial) : undefined;
  const lower = lowerCounters(values, last);
  const warnings = Object.fromEntries(
    lower.map((counter) => [
      counter,
      fillTemplate(labels.lower, { last: String(last?.[counter] ?? ''), date: last?.date ?? '' }),
    ]),
  ) as Partial<Record<'mono' | 'colour', string>>;

  const { subject, body } = composeMeter(values, labels.compose);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateMeter(values, localDate());
    const first = firstInvalid(found, meterFieldOrder);
    const sent = values;
    submit({
      form: event.currentTarget,
      invalidId: first && `meter-${first}`,
      showErrors: () => setErrors(found),
      message: () => ({ subject, body, payload: meterPayload(values, labels.compose) }),
      onDelivered: () => {
        rememberReading(localStore(), sent);
        if (!endpoint) return; // the mail app may still be cancelled: keep the text
        // The device and the contact stay for next month's reading; the counters go.
        setValues({ ...sent, mono: '', colour: '' });
        clearFormDraft(sessionStore(), draftKey);
      },
      onRejected: (codes) => {
        const known = knownFieldErrors(codes, meterFieldOrder) as MeterErrors;
        setErrors(known);
        const field = firstInvalid(known, meterFieldOrder);
        return field && `meter-${field}`;
      },
    });
  };

  return (
    <RequestForm
      kind="meter"
      delivery={delivery}
      labels={labels.delivery}
      mailNote={labels.mailNote}
      errorSummary={{
        text: labels.summary,
        items: summaryItems(errors, meterFieldOrder, 'meter', labels.errors),
      }}
      recipient={recipient}
      message={{ subject, body }}
      endpoint={endpoint}
      fallbackAction={fallbackAction}
      labelledBy={headingId}
      requestFieldsFirst
      formRef={formRef}
      onSubmit={onSubmit}
    >
      <MeterFields
        values={values}
        errors={errors}
        warnings={warnings}
        labels={labels}
        onChange={update}
      />
    </RequestForm>
  );
}
