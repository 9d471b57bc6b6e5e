import { useEffect, type FormEvent } from 'react';
import { FormField } from '@/components/forms/FormField';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { RequestForm } from '@/components/forms/RequestForm';
import { errorLabel, summaryItems } from '@/components/forms/fieldRules';
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
  type QuoteShownField,
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

/** The buyer's fields after the note: name, input type, autocomplete. */
const buyerFields = [
  ['name', 'text', 'name'],
  ['company', 'text', 'organization'],
  ['companyId', 'text', 'off'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
  ['city', 'text', 'address-level2'],
  ['address', 'text', 'address-line1'],
] as const;

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

  const hints: Partial<Record<keyof QuoteValues, string>> = {
    companyId: labels.companyIdHint,
    email: labels.emailHint,
    phone: labels.phoneHint,
  };
  return (
    <RequestForm
      kind="quote"
      delivery={form.delivery}
      labels={labels}
      mailNote={labels.mailNote}
      errorSummary={{
        text: labels.errors.summary,
        items: summaryItems(errors, quoteFieldOrder, 'quote', labels.errors),
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
      {buyerFields.map(([name, type, autoComplete]) => (
        <FormField
          key={name}
          id={`quote-${name}`}
          label={labels[name]}
          requiredLabel={name === 'name' ? labels.required : undefined}
          hint={hints[name]}
          // Only the fields the rules check have an error; the others find none.
          error={errorLabel(errors, name as QuoteShownField, labels.errors)}
        >
          <input
            type={type}
            name={name}
            autoComplete={autoComplete}
            inputMode={name === 'companyId' ? 'numeric' : undefined}
            className={formStyles.control}
            value={values[name]}
            onChange={(event) => update(name, event.target.value)}
          />
        </FormField>
      ))}
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
