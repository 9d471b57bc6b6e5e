import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { quoteLinesField } from '@/lib/requests';
import { FormField } from '@/components/forms/FormField';
import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { RequestFields } from '@/components/forms/RequestFields';
import { loadPrivacyLabels, loadSpamLabels } from '@/components/forms/labels';
import * as formStyles from '@/components/forms/Form.css';
import { vatText } from '@/server/vat-text';
import { vatInvoiceYes } from './quoteRequest';
import * as styles from './QuoteList.css';

/** Without JavaScript there is no list (it is in storage): products typed one per line. */
export async function QuoteNoScriptForm({
  locale,
  endpoint,
}: {
  locale: Locale;
  endpoint: string;
}) {
  const t = await getTranslations({ locale, namespace: 'QuotePage' });
  const f = await getTranslations({ locale, namespace: 'QuoteForm' });
  const vat = await vatText(locale);
  // No Turnstile here: its widget needs JavaScript.
  const spam = { ...(await loadSpamLabels(locale)), turnstileSiteKey: undefined };
  const input = (name: string, type: string, autoComplete: string, required = false) => (
    <input
      type={type}
      name={name}
      autoComplete={autoComplete}
      required={required}
      className={formStyles.control}
    />
  );
  return (
    <form
      className={formStyles.form}
      aria-labelledby="quote-typed-heading"
      action={endpoint}
      method="post"
    >
      <h2 id="quote-typed-heading" className={formStyles.heading}>
        {t('typed.heading')}
      </h2>
      <RequestFields kind="quote" locale={locale} labels={spam} />
      <FormField
        id="quote-typed-lines"
        label={t('typed.lines')}
        requiredLabel={f('required')}
        hint={t('typed.linesHint')}
      >
        <textarea name={quoteLinesField} required className={formStyles.textarea} />
      </FormField>
      <FormField id="quote-typed-note" label={f('note')}>
        <textarea name="note" className={formStyles.textarea} />
      </FormField>
      <FormField id="quote-typed-name" label={f('name')} requiredLabel={f('required')}>
        {input('name', 'text', 'name', true)}
      </FormField>
      <FormField id="quote-typed-company" label={f('company')}>
        {input('company', 'text', 'organization')}
      </FormField>
      <FormField id="quote-typed-companyId" label={f('companyId')} hint={f('companyIdHint')}>
        <input
          type="text"
          name="companyId"
          inputMode="numeric"
          pattern="[0-9 .\-]*"
          autoComplete="off"
          className={formStyles.control}
        />
      </FormField>
      <FormField id="quote-typed-email" label={f('email')} hint={f('emailHint')}>
        {input('email', 'email', 'email')}
      </FormField>
      <FormField id="quote-typed-phone" label={f('phone')} hint={f('phoneHint')}>
        {input('phone', 'tel', 'tel')}
      </FormField>
      <FormField id="quote-typed-city" label={f('city')}>
        {input('city', 'text', 'address-level2')}
      </FormField>
      <FormField id="quote-typed-address" label={f('address')}>
        {input('address', 'text', 'address-line1')}
      </FormField>
      {vat.invoice ? (
        <label className={styles.checkbox}>
          <input type="checkbox" name="vatInvoice" value={vatInvoiceYes} /> {f('vatInvoice')}
        </label>
      ) : null}
      <button type="submit" className={formStyles.submit}>
        {f('send')}
      </button>
      <PrivacyNote labels={await loadPrivacyLabels(locale)} />
    </form>
  );
}
