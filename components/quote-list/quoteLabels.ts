import type { QuoteComposeLabels } from './quoteRequest';

/** The quote page's text in the page's language, translated on the server. */
export interface QuoteListLabels {
  loading: string;
  loadFailed: string;
  empty: string;
  browse: string;
  linesHeading: string;
  /** "{count} products, {total} items" per plural form */
  summaryOne: string;
  summaryOther: string;
  /** "Quantity: {name}", "Fewer: {name}", "More: {name}", "Remove: {name}" */
  quantityLabel: string;
  decreaseLabel: string;
  increaseLabel: string;
  remove: string;
  removeLabel: string;
  /** "{name} was removed from the list." */
  removed: string;
  /** "… no longer in the catalogue and were left out: {ids}" */
  unknown: string;
  /** "Only the first {max} products were kept." */
  tooMany: string;
  notKept: string;
  share: string;
  copied: string;
  copyFailed: string;
  clear: string;
  cleared: string;
  choice: Record<'heading' | 'text' | 'replace' | 'merge' | 'keep' | 'yours' | 'shared', string>;
  form: QuoteFormLabels;
}

export interface QuoteFormLabels {
  heading: string;
  mailNote: string;
  required: string;
  note: string;
  name: string;
  company: string;
  email: string;
  emailHint: string;
  phone: string;
  phoneHint: string;
  send: string;
  sending: string;
  retry: string;
  newTab: string;
  errors: Record<'summary' | 'name' | 'emailRequired' | 'emailInvalid' | 'phoneInvalid', string>;
  status: Record<'sent' | 'failed' | 'timeout' | 'composed', string>;
  alternatives: Record<'email' | 'whatsapp' | 'telegram', string>;
  compose: QuoteComposeLabels;
}
