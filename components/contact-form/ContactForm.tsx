'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { sessionStore } from '@/lib/safe-storage';
import { clearDraft, loadDraft, saveDraft } from './contactDraft';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { deliveredPhone } from '@/components/forms/fieldRules';
import {
  composeContact,
  emptyContact,
  firstInvalidField,
  invalidFields,
  isContactTopic,
  isReplyChannel,
  prefillFromQuery,
  validateContact,
  type ContactErrors,
  type ContactValues,
  type PrefillTemplates,
  errorText,
  fieldOrder,
} from './contactRules';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { RequestForm } from '@/components/forms/RequestForm';
import { ContactFields } from './ContactFields';
import type { ContactFormLabels } from './labels';
import { useDelivery } from '@/components/forms/useDelivery';
import { knownFieldErrors } from '@/components/forms/deliveryAnswer';
import type { Locale } from '@/i18n/routing';
import { ProductSummary } from './ProductSummary';
import type { ProductSummaryData } from './loadProductSummary';
import * as styles from '@/components/forms/Form.css';

interface Props {
  labels: ContactFormLabels;
  locale: Locale;
  prefill: PrefillTemplates;
  recipient: Recipient;
  /** Where the form posts (CONTACT_FORM_ENDPOINT at build); without it, send opens the mail app. */
  endpoint?: string;
  /** The form's action without JavaScript: the endpoint, or a mailto: address. */
  fallbackAction: string;
}

export function ContactForm({
  labels,
  locale,
  prefill,
  recipient,
  endpoint,
  fallbackAction,
}: Props) {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [search, setSearch] = useState<string | null>(null);
  const [product, setProduct] = useState<ProductSummaryData | null>(null);
  const delivery = useDelivery(endpoint, recipient.email);
  const { status, submit } = delivery;
  const { formRef, overTyped } = useTypedBeforeHydration(emptyContact);

  useEffect(() => {
    // The query and the saved draft live in the browser only (the page itself is static).
    const query = window.location.search;
    const draft = loadDraft(sessionStore(), query);
    // ?type=<offer> needs no data; ?product=<id> needs the product's name and photo, loaded below.
    const start = prefillFromQuery(query, {}, prefill);
    const { values: initial, typed: hasTyped } = overTyped(
      draft ?? (start ? { ...emptyContact, ...start } : emptyContact),
    );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the URL, sessionStorage and the early typing once after hydration
    setValues(initial);
    setSearch(query);
    if (hasTyped) saveDraft(sessionStore(), query, initial);
    const productId = new URLSearchParams(query).get('product');
    if (!productId) return;
    let current = true;
    import('./loadProductSummary')
      .then(({ loadProductSummary }) => loadProductSummary(locale, productId))
      .then((loaded) => {
        if (!current || !loaded) return;
        // The summary shows over a draft too; the message is only started for a fresh form.
        setProduct(loaded);
        if (draft || hasTyped) return;
        const named = prefillFromQuery(query, { [loaded.id]: loaded.name }, prefill);
        if (named?.topic !== 'product') return;
        // A known product wins over ?type=, unless the visitor has started typing meanwhile.
        setValues((values) =>
          values.message === initial.message && values.topic === initial.topic
            ? { ...values, ...named }
            : values,
        );
      })
      .catch(() => {
        // Offline or blocked: the form stays as it started.
      });
    return () => {
      current = false;
    };
  }, [locale, prefill, overTyped]);

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
    const found = validateContact(values);
    const first = firstInvalidField(found);
    submit({
      form: event.currentTarget,
      invalidId: first && `contact-${first}`,
      showErrors: () => setErrors(found),
      message: () => ({
        subject,
        body,
        payload: {
          ...values,
          phone: deliveredPhone(values.phone),
          topicLabel: labels.topics[values.topic],
          replyLabel: labels.replies[values.reply],
          subject,
        },
      }),
      onDelivered: () => {
        if (!endpoint) return; // the mail app may still be cancelled: keep the text
        setValues({ ...emptyContact });
        clearDraft(sessionStore());
      },
      onRejected: (codes) => {
        const known = knownFieldErrors(codes, fieldOrder) as ContactErrors;
        setErrors(known);
        const field = firstInvalidField(known);
        return field && `contact-${field}`;
      },
    });
  };

  return (
    <RequestForm
      kind="contact"
      delivery={delivery}
      labels={labels}
      mailNote={labels.mailNote}
      errorSummary={{
        text: labels.errors.summary,
        items: invalidFields(errors).map((field) => ({
          id: `contact-${field}`,
          text: errorText(errors, field, labels.errors) ?? '',
        })),
      }}
      recipient={recipient}
      message={{ subject, body }}
      endpoint={endpoint}
      fallbackAction={fallbackAction}
      // A product page's "Request a quote" links here (#contact-form): the fields, not the map.
      id="contact-form"
      labelledBy="contact-form-heading"
      header={
        <>
          <h2 id="contact-form-heading" className={styles.heading}>
            {labels.heading}
          </h2>
          {product ? (
            <ProductSummary locale={locale} label={labels.productSummary} product={product} />
          ) : null}
        </>
      }
      formRef={formRef}
      onSubmit={onSubmit}
    >
      <ContactFields values={values} errors={errors} labels={labels} onChange={update} />
    </RequestForm>
  );
}
