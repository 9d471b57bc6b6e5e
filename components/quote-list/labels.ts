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

export interface QuoteListLabels {
  loading: string;
  loadFailed: string;
  empty: string;
  browse: string;
  linesHeading: string;
  /** ICU plurals: "{count} products, {total} items in total" */
  summary: CompiledMessage;
  /** "Quantity: {name}", "Fewer: {name}", "More: {name}", "Remove: {name}" */
  quantityLabel: CompiledMessage;
  decreaseLabel: CompiledMessage;
  increaseLabel: CompiledMessage;
  remove: string;
  removeLabel: CompiledMessage;
  /** "{name} was removed from the list." */
  removed: CompiledMessage;
  /** "Not found in the catalogue as loaded now … kept in your list: {ids}" */
  unknown: CompiledMessage;
  /** Next to a line the loaded catalogue lacks. */
  unknownLine: string;
  /** ICU: "A list holds at most {max} products: only the first {max} of the link were kept." */
  tooMany: CompiledMessage;
  /** ICU: "{count} products of the link did not fit … at most {max} … Left out: {ids}." */
  notFitted: CompiledMessage;
  notKept: string;
  share: string;
  copied: string;
  copyFailed: string;
  clear: string;
  cleared: string;
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
}

export interface QuoteFormLabels extends DeliveryLabels {
  heading: string;
  mailNote: string;
  required: string;
  note: string;
  name: string;
  company: string;
  companyId: string;
  companyIdHint: string;
  city: string;
  address: string;
  vatInvoice: string;
  email: string;
  emailHint: string;
  phone: string;
  phoneHint: string;
  errors: QuoteErrorLabels;
  compose: QuoteComposeLabels;
}

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
    ...textsByKey(
      [
        'heading',
        'required',
        'note',
        'name',
        'company',
        'companyId',
        'companyIdHint',
        'city',
        'address',
        'vatInvoice',
        'email',
        'emailHint',
        'phone',
        'phoneHint',
      ] as const,
      (k) => f(k),
    ),
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
    ...textsByKey(['loading', 'loadFailed', 'empty', 'browse', 'linesHeading'] as const, (k) =>
      t(k),
    ),
    ...textsByKey(['remove', 'notKept', 'share', 'copied', 'copyFailed'] as const, (k) => t(k)),
    ...textsByKey(['clear', 'cleared', 'unknownLine'] as const, (k) => t(k)),
    ...textsByKey(
      [
        'summary',
        'quantityLabel',
        'decreaseLabel',
        'increaseLabel',
        'removeLabel',
        'removed',
        'unknown',
        'tooMany',
        'notFitted',
      ] as const,
      raw,
    ),
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
