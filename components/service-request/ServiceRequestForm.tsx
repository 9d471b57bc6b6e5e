'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sessionStore } from '@/lib/safe-storage';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { RequestForm } from '@/components/forms/RequestForm';
import { firstInvalid, summaryItems } from '@/components/forms/fieldRules';
import { localDate } from './fieldRules';
import { clearFormDraft, loadFormDraft, saveFormDraft } from '@/components/forms/formDraft';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { ServiceFields } from './ServiceFields';
import type { ServiceFormLabels } from './labels';
import {
  composeService,
  deviceFromQuery,
  modelCode,
  emptyService,
  isProblemType,
  isUrgency,
  isVisitTime,
  serviceFieldOrder,
  servicePayload,
  validateService,
  type ServiceErrors,
  type ServiceValues,
} from './serviceRequest';
import { useDelivery } from '@/components/forms/useDelivery';
import { knownFieldErrors } from '@/components/forms/deliveryAnswer';
import { useDevices } from './useDevices';

interface Props {
  /** The id of the section heading that names the form. */
  headingId: string;
  labels: ServiceFormLabels;
  /** The JSON of the catalogue's devices (not supplies) in the page's language. */
  devicesPath: string;
  recipient: Recipient;
  /** Where the form posts (CONTACT_FORM_ENDPOINT at build); without it, send opens the mail app. */
  endpoint?: string;
  /** The form's action without JavaScript: the endpoint, or a mailto: address. */
  fallbackAction: string;
}

const draftKey = 'service-request-draft';

/** Choices that are not offered (an edited draft, an old page) go back to their defaults. */
function keepChoices(values: ServiceValues): ServiceValues {
  return {
    ...values,
    problem: isProblemType(values.problem) ? values.problem : emptyService.problem,
    urgency: isUrgency(values.urgency) ? values.urgency : emptyService.urgency,
    visitTime: isVisitTime(values.visitTime) ? values.visitTime : emptyService.visitTime,
  };
}

export function ServiceRequestForm(props: Props) {
  const { headingId, labels, devicesPath, recipient, endpoint, fallbackAction } = props;
  const [values, setValues] = useState<ServiceValues>(emptyService);
  const [errors, setErrors] = useState<ServiceErrors>({});
  const [search, setSearch] = useState<string | null>(null);
  const delivery = useDelivery(endpoint, recipient.email);
  const { status, submit } = delivery;
  const { devices, load: loadDevices } = useDevices(devicesPath);
  const prefilled = useRef(false);
  const { formRef, overTyped } = useTypedBeforeHydration(emptyService);

  useEffect(() => {
    // ?product=<id> and the draft live in the browser only (the page itself is static).
    const query = window.location.search;
    const draft = loadFormDraft(sessionStore(), draftKey, query, emptyService, keepChoices);
    const { values: merged, typed: hasTyped } = overTyped(draft ?? emptyService);
    const initial = keepChoices(merged);
    // A draft, or what was typed before hydration, wins over the link's product.
    prefilled.current = draft !== null || hasTyped;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the URL, sessionStorage and the early typing once after hydration
    setValues(initial);
    setSearch(query);
    if (hasTyped) saveFormDraft(sessionStore(), draftKey, query, initial);
    if (!prefilled.current && new URLSearchParams(query).has('product')) loadDevices();
  }, [loadDevices, overTyped]);

  useEffect(() => {
    // ?product=<id> starts with that model once the device list has arrived.
    const device =
      search === null || prefilled.current ? undefined : deviceFromQuery(search, devices);
    if (!device) return;
    prefilled.current = true;
    // The code, not the long name (cut off in the field): the field's note shows the name.
    setValues((current) =>
      current.model ? current : { ...current, model: modelCode(device.name) },
    );
  }, [devices, search]);

  const update = (field: keyof ServiceValues, value: string) => {
    const next = keepChoices({ ...values, [field]: value });
    setValues(next);
    if (status === 'invalid') setErrors(validateService(next, localDate()));
    if (search !== null) saveFormDraft(sessionStore(), draftKey, search, next);
  };

  const { subject, body } = composeService(values, labels.compose);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateService(values, localDate());
    const first = firstInvalid(found, serviceFieldOrder);
    submit({
      form: event.currentTarget,
      invalidId: first && `service-${first}`,
      showErrors: () => setErrors(found),
      message: () => ({ subject, body, payload: servicePayload(values, labels.compose, devices) }),
      onDelivered: () => {
        if (!endpoint) return; // the mail app may still be cancelled: keep the text
        setValues(emptyService);
        clearFormDraft(sessionStore(), draftKey);
      },
      onRejected: (codes) => {
        const known = knownFieldErrors(codes, serviceFieldOrder) as ServiceErrors;
        setErrors(known);
        const field = firstInvalid(known, serviceFieldOrder);
        return field && `service-${field}`;
      },
    });
  };

  return (
    <RequestForm
      kind="service"
      delivery={delivery}
      labels={labels.delivery}
      mailNote={labels.mailNote}
      errorSummary={{
        text: labels.summary,
        items: summaryItems(errors, serviceFieldOrder, 'service', labels.errors),
      }}
      recipient={recipient}
      message={{ subject, body }}
      endpoint={endpoint}
      fallbackAction={fallbackAction}
      labelledBy={headingId}
      requestFieldsFirst
      formRef={formRef}
      onSubmit={onSubmit}
      // The suggestions (and the product id sent with the request) load once the visitor starts.
      onFocus={loadDevices}
    >
      <ServiceFields
        values={values}
        errors={errors}
        labels={labels}
        devices={devices}
        onChange={update}
      />
    </RequestForm>
  );
}
