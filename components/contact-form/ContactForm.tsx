'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { deliveredPhone, summaryItems } from '@/components/forms/fieldRules';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { RequestForm } from '@/components/forms/RequestForm';
import { useRequestForm } from '@/components/forms/useRequestForm';
import * as styles from '@/components/forms/Form.css';
import type { Locale } from '@/i18n/routing';
import {
  composeContact,
  emptyContact,
  fieldOrder,
  keepContactChoices,
  prefillFromQuery,
  validateContact,
  type PrefillTemplates,
} from './contactRules';
import { ContactFields } from './ContactFields';
import type { ContactFormLabels } from './labels';
import type { ProductSummaryData } from './loadProductSummary';
import { ProductSummary } from './ProductSummary';

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
  const form = useRequestForm({
    empty: emptyContact,
    // What the visitor typed and chose survives a reload of the same page (same ?type / ?product).
    draftKey: 'contact-form-draft',
    idPrefix: 'contact',
    fieldOrder,
    validate: validateContact,
    keep: keepContactChoices,
    endpoint,
    email: recipient.email,
  });
  const { values, setValues, errors, restore } = form;
  const [product, setProduct] = useState<ProductSummaryData | null>(null);

  useEffect(() => {
    // The query and the draft live in the browser only; ?product= loads the product below.
    const {
      query,
      restored,
      values: initial,
    } = restore((query) => {
      const start = prefillFromQuery(query, {}, prefill);
      return start ? { ...emptyContact, ...start } : emptyContact;
    });
    const productId = new URLSearchParams(query).get('product');
    if (!productId) return;
    let current = true;
    import('./loadProductSummary')
      .then(({ loadProductSummary }) => loadProductSummary(locale, productId))
      .then((loaded) => {
        if (!current || !loaded) return;
        // The summary shows over a draft too; the message is only started for a fresh form.
        setProduct(loaded);
        if (restored) return;
        const named = prefillFromQuery(query, { [loaded.id]: loaded.name }, prefill);
        if (!named || (named.topic === initial.topic && named.message === initial.message)) return;
        // Replaces the starting message unless the visitor has started typing meanwhile.
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
  }, [locale, prefill, restore, setValues]);

  const { subject, body } = composeContact(values, labels.topics[values.topic], labels.compose);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.send(event, () => ({
      subject,
      body,
      payload: {
        ...values,
        phone: deliveredPhone(values.phone),
        topicLabel: labels.topics[values.topic],
        replyLabel: labels.replies[values.reply],
        subject,
      },
    }));

  return (
    <RequestForm
      kind="contact"
      delivery={form.delivery}
      labels={labels}
      mailNote={labels.mailNote}
      errorSummary={{
        text: labels.errors.summary,
        items: summaryItems(errors, fieldOrder, 'contact', labels.errors),
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
      formRef={form.formRef}
      onSubmit={onSubmit}
    >
      <ContactFields values={values} errors={errors} labels={labels} onChange={form.update} />
    </RequestForm>
  );
}
