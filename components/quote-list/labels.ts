import type { CompiledMessage } from '@/lib/icu';
import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { QuoteComposeLabels, QuoteErrorLabels } from './quoteRequest';
import { textsByKey } from '@/lib/texts-by-key';
import { vatText } from '@/server/vat-text';
import type { DeliveryLabels } from '@/components/forms/DeliveryFooter';
import { loadDeliveryLabels } from '@/components/forms/labels';

/** The list's plain texts, and its ICU templates ({name}, {count}, {ids}) the browser fills. */
const listTexts = [
  ...['loading', 'loadFailed', 'empty', 'browse', 'linesHeading', 'remove', 'notKept'],
  ...['share', 'copied', 'copyFailed', 'clear', 'cleared', 'unknownLine'],
] as const;
const listTemplates = [
  ...['summary', 'quantityLabel', 'decreaseLabel', 'increaseLabel', 'removeLabel', 'removed'],
  ...['unknown', 'tooMany', 'notFitted'],
] as const;
const formTexts = [
  ...['heading', 'required', 'note', 'name', 'company', 'companyId', 'companyIdHint', 'city'],
  ...['address', 'vatInvoice', 'email', 'emailHint', 'phone', 'phoneHint'],
] as const;

export type QuoteListLabels = Record<(typeof listTexts)[number], string> &
  Record<(typeof listTemplates)[number], CompiledMessage> & {
    choice: Record<'heading' | 'text' | 'replace' | 'merge' | 'keep', string> &
      Record<'yours' | 'shared', CompiledMessage>;
    /** The total under the lines: "Total", ICU "{count} products are priced on request…". */
    total: Record<'label' | 'none', string> & { note: CompiledMessage };
    /** "Price on request", beside a line without a stated price. */
    onRequest: string;
    /** "from {price}", for a total with a starting price in it. */
    from: CompiledMessage;
    /** "incl. 18% VAT" (company.vat), beside each price and the total; null says nothing. */
    vat: string | null;
    /** Whether the dealer issues VAT invoices: the form then offers "I need a VAT invoice". */
    vatInvoice: boolean;
    form: QuoteFormLabels;
  };

export type QuoteFormLabels = DeliveryLabels &
  Record<(typeof formTexts)[number] | 'mailNote', string> & {
    errors: QuoteErrorLabels;
    compose: QuoteComposeLabels;
  };

/** Every string the quote island shows; templates ({name}, {count}) compiled for the browser. */
export async function loadQuoteLabels(locale: Locale): Promise<QuoteListLabels> {
  const t = await getTranslations({ locale, namespace: 'QuoteList' });
  const f = await getTranslations({ locale, namespace: 'QuoteForm' });
  const terms = await getTranslations({ locale, namespace: 'ProductTerms' });
  const card = await getTranslations({ locale, namespace: 'ProductCard' });
  const vat = await vatText(locale);
  const raw = (key: Parameters<typeof t.raw>[0]) => compileMessage(t.raw(key) as string);
  const form: QuoteFormLabels = {
    ...(await loadDeliveryLabels(locale, 'QuoteForm')),
    ...textsByKey(formTexts, (k) => f(k)),
    // Names the button by its own message, never retyped.
    mailNote: f('mailNote', { send: f('send') }),
    errors: {
      summary: f('errors.summary'),
      'name.required': f('errors.name'),
      'companyId.invalid': f('errors.companyIdInvalid'),
      'email.required': f('errors.emailRequired'),
      'email.invalid': f('errors.emailInvalid'),
      'phone.invalid': f('errors.phoneInvalid'),
    },
    compose: {
      ...textsByKey(
        [
          ...(['items', 'note', 'name', 'company', 'companyId', 'email', 'phone'] as const),
          ...(['city', 'address', 'vatInvoice', 'yes'] as const),
        ],
        (k) => f(`compose.${k}`),
      ),
      subject: compileMessage(f.raw('compose.subject') as string),
    },
  };
  return {
    ...textsByKey(listTexts, (k) => t(k)),
    ...textsByKey(listTemplates, raw),
    choice: {
      ...textsByKey(['heading', 'text', 'replace', 'merge', 'keep'] as const, (k) =>
        t(`choice.${k}`),
      ),
      ...textsByKey(['yours', 'shared'] as const, (k) =>
        compileMessage(t.raw(`choice.${k}`) as string),
      ),
    },
    total: { label: t('totalLabel'), note: raw('totalNote'), none: t('totalNone') },
    from: compileMessage(terms.raw('from') as string),
    onRequest: card('price'),
    vat: vat.note,
    vatInvoice: vat.invoice,
    form,
  };
}
