/** Unpriced lines are counted apart, so the total can say it leaves them out. */
import type { Currency } from '@/content/constants';
import { lariEquivalent, type ExchangeRates } from '../format';

export interface PricedLine {
  quantity: number;
  /** The line's stated price; null or absent: price on request (or no rate for its currency). */
  price?: { amount: number; currency: Currency; from?: boolean } | null;
}

export interface QuoteTotal {
  /** Sum in lari of the lines with a price; null when no line has one. */
  lari: number | null;
  /** Some line's price is a starting price: the total is "from …". */
  from: boolean;
  /** Lines whose price the site does not know (not in the total). */
  onRequest: number;
}

export function quoteTotal(lines: readonly PricedLine[], rates?: ExchangeRates): QuoteTotal {
  let lari: number | null = null;
  let from = false;
  let onRequest = 0;
  for (const line of lines) {
    const amount = line.price
      ? lariEquivalent(line.price.amount, line.price.currency, rates)
      : null;
    if (amount === null) {
      onRequest += 1;
      continue;
    }
    lari = (lari ?? 0) + amount * line.quantity;
    from ||= line.price?.from === true;
  }
  return { lari: lari === null ? null : Math.round(lari * 100) / 100, from, onRequest };
}
