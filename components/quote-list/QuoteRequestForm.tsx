import { useEffect, type FormEvent } from 'react';
import { FormField } from '@/components/forms/FormField';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { RequestForm } from '@/components/forms/RequestForm';
import { useRequestForm } from '@/components/forms/useRequestForm';
import * as formStyles from '@/components/forms/Form.css';
import {
  composeQuote,
  emptyQuote,
  quoteFieldOrder,
  quotePayload,
  validateQuote,
  vatInvoiceYes,
  type NamedLine,
  type QuoteErrors,
  type QuoteValues,
} from './quoteRequest';
import type { QuoteFormLabels } from './labels';
import * as styles from './QuoteList.css';

interface Props {
  lines: readonly NamedLine[];
  labels: QuoteFormLabels;
  /** The dealer issues VAT invoices (company.vat.invoice): the form offers to ask for one. */
  vatInvoice?: boolean;
  recipient: Recipient;
  endpoint?: string;
  /** Told when a request starts and stops travelling: the list is frozen meanwhile. */
  onSending?: (sending: boolean) => void;
  /** After a delivered request the list starts afresh. */
  /** `reference`: the endpoint's number for the request (the site's Function gives one). */
  onSent: (reference?: string) => void;
}

function errorText(errors: QuoteErrors, field: keyof QuoteErrors, labels: QuoteFormLabels) {
  const code = errors[field];
  if (!code) return undefined;
  if (field === 'name') return labels.errors.name;
  if (field === 'companyId') return labels.errors.companyIdInvalid;
  if (field === 'phone') return labels.errors.phoneInvalid;
  return code === 'invalid' ? labels.errors.emailInvalid : labels.errors.emailRequired;
}

/** Note and the buyer's contacts, then "send request": to the endpoint, or by mail/chat apps. */
export function QuoteRequestForm(props: Props) {
  const { lines, labels, recipient, endpoint, onSending, onSent, vatInvoice } = props;
  const form = useRequestForm({
    empty: emptyQuote,
    // What was typed survives a reload, whatever the page's query (a shared list's ?items=).
    draftKey: 'quote-form-draft',
    draftPerQuery: false,
    idPrefix: 'quote',
    fieldOrder: quoteFieldOrder,
    validate: validateQuote,
    endpoint,
    email: recipient.email,
  });
  const { values, errors, restore, update } = form;
  const { subject, body } = composeQuote(lines, values, labels.compose);

  const sending = form.delivery.status === 'sending';
  useEffect(() => onSending?.(sending), [sending, onSending]);

  useEffect(() => {
    restore(() => emptyQuote);
  }, [restore]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.send(
      event,
      () => ({ subject, body, payload: quotePayload(lines, values, subject) }),
      // The mail app may still be cancelled: only a request the endpoint took empties the list.
      ({ reference }) => {
        if (endpoint) onSent(reference);
      },
    );

  const field = (
    name: keyof QuoteValues,
    type = 'text',
    autoComplete?: string,
    inputMode?: 'numeric',
  ) => (
    <input
      type={type}
      name={name}
      autoComplete={autoComplete}
      inputMode={inputMode}
      className={formStyles.control}
      value={values[name]}
      onChange={(event) => update(name, event.target.value)}
    />
  );
  return (
    <RequestForm
      kind="quote"
      delivery={form.delivery}
      labels={labels}
      mailNote={labels.mailNote}
      errorSummary={{
        text: labels.errors.summary,
        items: quoteFieldOrder
          .filter((name): name is keyof QuoteErrors => name !== 'vatInvoice' && !!errors[name])
          .map((name) => ({ id: `quote-${name}`, text: errorText(errors, name, labels) ?? '' })),
      }}
      recipient={recipient}
      message={{ subject, body }}
      endpoint={endpoint}
      labelledBy="quote-form-heading"
      header={
        <h2 id="quote-form-heading" className={formStyles.heading}>
          {labels.heading}
        </h2>
      }
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
    >
      <FormField id="quote-note" label={labels.note}>
        <textarea
          name="note"
          className={formStyles.textarea}
          value={values.note}
          onChange={(event) => update('note', event.target.value)}
        />
      </FormField>
      <FormField
        id="quote-name"
        label={labels.name}
        requiredLabel={labels.required}
        error={errorText(errors, 'name', labels)}
      >
        {field('name', 'text', 'name')}
      </FormField>
      <FormField id="quote-company" label={labels.company}>
        {field('company', 'text', 'organization')}
      </FormField>
      <FormField
        id="quote-companyId"
        label={labels.companyId}
        hint={labels.companyIdHint}
        error={errorText(errors, 'companyId', labels)}
      >
        {field('companyId', 'text', 'off', 'numeric')}
      </FormField>
      <FormField
        id="quote-email"
        label={labels.email}
        hint={labels.emailHint}
        error={errorText(errors, 'email', labels)}
      >
        {field('email', 'email', 'email')}
      </FormField>
      <FormField
        id="quote-phone"
        label={labels.phone}
        hint={labels.phoneHint}
        error={errorText(errors, 'phone', labels)}
      >
        {field('phone', 'tel', 'tel')}
      </FormField>
      <FormField id="quote-city" label={labels.city}>
        {field('city', 'text', 'address-level2')}
      </FormField>
      <FormField id="quote-address" label={labels.address}>
        {field('address', 'text', 'address-line1')}
      </FormField>
      {vatInvoice ? (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name="vatInvoice"
            value={vatInvoiceYes}
            checked={values.vatInvoice === vatInvoiceYes}
            onChange={(event) => update('vatInvoice', event.target.checked ? vatInvoiceYes : '')}
          />{' '}
          {labels.vatInvoice}
        </label>
      ) : null}
    </RequestForm>
  );
}
