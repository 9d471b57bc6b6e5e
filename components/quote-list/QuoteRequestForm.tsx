import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormField } from '@/components/contact-form/FormField';
import {
  DeliveryAlternatives,
  type Recipient,
} from '@/components/contact-form/DeliveryAlternatives';
import { mailtoHref } from '@/components/contact-form/contactForm';
import { DeliveryError, postContact } from '@/components/contact-form/postContact';
import { submissionFor, type Submission } from '@/components/contact-form/submissionId';
import * as formStyles from '@/components/contact-form/ContactForm.css';
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
import type { QuoteFormLabels } from './quoteLabels';

interface Props {
  lines: readonly NamedLine[];
  labels: QuoteFormLabels;
  recipient: Recipient;
  endpoint?: string;
  /** After a delivered request the list starts afresh. */
  onSent: () => void;
}

type Status = 'idle' | 'invalid' | 'sending' | 'sent' | 'failed' | 'timeout' | 'composed';

function errorText(errors: QuoteErrors, field: keyof QuoteErrors, labels: QuoteFormLabels) {
  const code = errors[field];
  if (!code) return undefined;
  if (field === 'name') return labels.errors.name;
  if (field === 'phone') return labels.errors.phoneInvalid;
  return code === 'invalid' ? labels.errors.emailInvalid : labels.errors.emailRequired;
}

/** Note and the buyer's contacts, then "send request": to the endpoint, or by mail/chat apps. */
export function QuoteRequestForm({ lines, labels, recipient, endpoint, onSent }: Props) {
  const [values, setValues] = useState<QuoteValues>(emptyQuote);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const submission = useRef<Submission | null>(null);
  const { subject, body } = composeQuote(lines, values, labels.compose);

  const update = (field: keyof QuoteValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (status === 'invalid') setErrors(validateQuote(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateQuote(values);
    const first = firstQuoteError(found);
    flushSync(() => {
      setErrors(found);
      setStatus(first ? 'invalid' : endpoint ? 'sending' : 'composed');
    });
    if (first) {
      document.getElementById(`quote-${first}`)?.focus();
      return;
    }
    if (!endpoint) {
      window.location.href = mailtoHref(recipient.email, subject, body);
      return;
    }
    const payload = quotePayload(lines, values, subject);
    submission.current = submissionFor(submission.current, JSON.stringify(payload));
    postContact(endpoint, {
      ...payload,
      page: window.location.href,
      submissionId: submission.current.id,
    })
      .then(() => {
        submission.current = null;
        setStatus('sent');
        setValues(emptyQuote);
        onSent();
      })
      .catch((error: unknown) =>
        setStatus(error instanceof DeliveryError ? error.reason : 'failed'),
      );
  };

  const failed = status === 'failed' || status === 'timeout';
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
  const invalid = status === 'invalid' ? quoteFieldOrder.filter((f) => errors[f]) : [];
  return (
    <form
      className={formStyles.form}
      aria-labelledby="quote-form-heading"
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id="quote-form-heading" className={formStyles.heading}>
        {labels.heading}
      </h2>
      {endpoint ? null : <p className={formStyles.note}>{labels.mailNote}</p>}
      <div className={invalid.length > 0 ? formStyles.summary : undefined}>
        <p className={formStyles.alert} aria-live="assertive">
          {invalid.length > 0 ? labels.errors.summary : ''}
        </p>
        {invalid.length > 0 ? (
          <ul className={formStyles.summaryList}>
            {invalid.map((name) => (
              <li key={name}>
                <a href={`#quote-${name}`}>{errorText(errors, name, labels)}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
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
      <button type="submit" className={formStyles.submit} disabled={status === 'sending'}>
        {status === 'sending' ? labels.sending : failed ? labels.retry : labels.send}
      </button>
      <p
        className={`${formStyles.status} ${status === 'sent' ? formStyles.success : ''}`}
        role="status"
      >
        {failed || status === 'sent' || status === 'composed' ? labels.status[status] : ''}
      </p>
      {failed || status === 'composed' ? (
        <DeliveryAlternatives
          recipient={recipient}
          subject={subject}
          body={body}
          labels={labels.alternatives}
          newTab={labels.newTab}
        />
      ) : null}
    </form>
  );
}
