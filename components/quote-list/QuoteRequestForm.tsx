import { useEffect, useState, type FormEvent } from 'react';
import { FormField } from '@/components/forms/FormField';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { RequestForm } from '@/components/forms/RequestForm';
import { useDelivery } from '@/components/forms/useDelivery';
import { knownFieldErrors } from '@/components/forms/deliveryAnswer';
import * as formStyles from '@/components/forms/Form.css';
import { clearFormDraft, loadFormDraft, saveFormDraft } from '@/components/forms/formDraft';
import { sessionStore } from '@/lib/safe-storage';
import {
  composeQuote,
  emptyQuote,
  firstQuoteError,
  quoteFieldOrder,
  quotePayload,
  validateQuote,
  type NamedLine,
  type QuoteErrors,
  type QuoteValues,
} from './quoteRequest';
import type { QuoteFormLabels } from './labels';
import * as styles from './QuoteList.css';

interface Props {
  lines: readonly NamedLine[];
  labels: QuoteFormLabels;
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
  if (field === 'phone') return labels.errors.phoneInvalid;
  return code === 'invalid' ? labels.errors.emailInvalid : labels.errors.emailRequired;
}

const draftKey = 'quote-form-draft';

/** Note and the buyer's contacts, then "send request": to the endpoint, or by mail/chat apps. */
export function QuoteRequestForm(props: Props) {
  const { lines, labels, recipient, endpoint, onSending, onSent } = props;
  const [values, setValues] = useState<QuoteValues>(emptyQuote);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const delivery = useDelivery(endpoint, recipient.email);
  const { status, submit } = delivery;
  const { subject, body } = composeQuote(lines, values, labels.compose);

  const sending = status === 'sending';
  useEffect(() => onSending?.(sending), [sending, onSending]);

  useEffect(() => {
    // What was typed survives a reload (sessionStorage, like the contact form's draft).
    const draft = loadFormDraft(sessionStore(), draftKey, '', emptyQuote);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading sessionStorage once after hydration
    if (draft) setValues(draft);
  }, []);

  const update = (field: keyof QuoteValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (status === 'invalid') setErrors(validateQuote(next));
    saveFormDraft(sessionStore(), draftKey, '', next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateQuote(values);
    const first = firstQuoteError(found);
    submit({
      form: event.currentTarget,
      invalidId: first && `quote-${first}`,
      showErrors: () => setErrors(found),
      message: () => ({ subject, body, payload: quotePayload(lines, values, subject) }),
      onDelivered: ({ reference }) => {
        if (!endpoint) return; // the mail app may still be cancelled: keep the list
        setValues(emptyQuote);
        clearFormDraft(sessionStore(), draftKey);
        onSent(reference);
      },
      onRejected: (codes) => {
        const known = knownFieldErrors(codes, quoteFieldOrder) as QuoteErrors;
        setErrors(known);
        const field = firstQuoteError(known);
        return field && `quote-${field}`;
      },
    });
  };

  const field = (name: keyof QuoteValues, type = 'text', autoComplete?: string) => (
    <input
      type={type}
      name={name}
      autoComplete={autoComplete}
      className={formStyles.control}
      value={values[name]}
      onChange={(event) => update(name, event.target.value)}
    />
  );
  return (
    <RequestForm
      kind="quote"
      delivery={delivery}
      labels={labels}
      mailNote={labels.mailNote}
      errorSummary={{
        text: labels.errors.summary,
        items: quoteFieldOrder
          .filter((name) => errors[name])
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
    </RequestForm>
  );
}
