'use client';

import { useEffect, useMemo, useRef } from 'react';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { summaryItems } from '@/components/forms/fieldRules';
import { useRequestForm } from '@/components/forms/useRequestForm';
import { usePhotos } from '@/components/forms/usePhotos';
import { PhotoField } from '@/components/forms/PhotoField';
import { localDate } from './fieldRules';
import { PhotoRequestForm } from './PhotoRequestForm';
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
  type ServiceValues,
} from './serviceRequest';
import { useDevices } from './useDevices';

interface Props {
  /** The id of the section heading that names the form. */
  headingId: string;
  labels: ServiceFormLabels;
  /** The JSON of the catalogue's devices (not supplies) in the page's language. */
  devicesPath: string;
  /** The cities served, in the page's language; the first is pre-selected. */
  cities: readonly string[];
  recipient: Recipient;
  /** Where the form posts (CONTACT_FORM_ENDPOINT at build); without it, send opens the mail app. */
  endpoint?: string;
  /** The form's action without JavaScript: the endpoint, or a mailto: address. */
  fallbackAction: string;
}

/** Withdrawn choices (an edited draft, an old page) go back to defaults. */
export function keepServiceChoices(cities: readonly string[]) {
  return (values: ServiceValues): ServiceValues => ({
    ...values,
    problem: isProblemType(values.problem) ? values.problem : emptyService.problem,
    urgency: isUrgency(values.urgency) ? values.urgency : emptyService.urgency,
    city: cities.includes(values.city) ? values.city : (cities[0] ?? ''),
    visitTime: isVisitTime(values.visitTime) ? values.visitTime : emptyService.visitTime,
  });
}

export function ServiceRequestForm(props: Props) {
  const { headingId, labels, devicesPath, cities, recipient, endpoint, fallbackAction } = props;
  const photos = usePhotos('service-photos', labels.photos);
  // Stable across renders: the form's draft and reset depend on them.
  const keep = useMemo(() => keepServiceChoices(cities), [cities]);
  const empty = useMemo(() => keep(emptyService), [keep]);
  const form = useRequestForm({
    empty,
    draftKey: 'service-request-draft',
    idPrefix: 'service',
    fieldOrder: serviceFieldOrder,
    validate: (values: ServiceValues) => validateService(values, localDate()),
    keep,
    endpoint,
    email: recipient.email,
    onOtherCodes: photos.onOtherCodes,
  });
  const { values, setValues, errors, search, restore } = form;
  const { devices, load: loadDevices } = useDevices(devicesPath);
  const prefilled = useRef(false);

  useEffect(() => {
    // ?product=<id> and the draft live in the browser only (the page itself is static).
    const { query, restored } = restore(() => empty);
    // A draft, or what was typed before hydration, wins over the link's product.
    prefilled.current = restored;
    if (!restored && new URLSearchParams(query).has('product')) loadDevices();
  }, [empty, loadDevices, restore]);

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
  }, [devices, search, setValues]);

  return (
    <PhotoRequestForm
      kind="service"
      headingId={headingId}
      labels={labels}
      items={summaryItems(errors, serviceFieldOrder, 'service', labels.errors)}
      form={form}
      photos={photos}
      recipient={recipient}
      endpoint={endpoint}
      fallbackAction={fallbackAction}
      message={{
        ...composeService(values, labels.compose),
        payload: () => servicePayload(values, labels.compose, devices),
      }}
      // The suggestions (and the product id sent with the request) load once the visitor starts.
      onFocus={loadDevices}
    >
      <ServiceFields
        values={values}
        errors={errors}
        labels={labels}
        devices={devices}
        cities={cities}
        onChange={form.update}
        photoField={<PhotoField photos={photos} />}
      />
    </PhotoRequestForm>
  );
}
