// The price a buyer should read, written out by hand from the site's one rule (lari as "₾12,500"
// in English and "12 500 ₾" in Georgian, thousands always grouped; another currency with its own
// sign and, when the dealer gives a rate, "(≈ …)" in lari). Browser tests compare the page with
// this instead of calling lib/format, the code under test.
import type { Currency } from '../../content/constants';

const signs: Record<Currency, string> = { GEL: '₾', EUR: '€' };
const nbsp = '\u00a0';

function digits(amount: number, group: string, decimal: string): string {
  const [whole = '', cents] = (Number.isInteger(amount) ? String(amount) : amount.toFixed(2)).split(
    '.',
  );
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return cents === undefined ? grouped : `${grouped}${decimal}${cents}`;
}

function money(amount: number, currency: Currency, locale: 'ka' | 'en'): string {
  return locale === 'en'
    ? `${signs[currency]}${digits(amount, ',', '.')}`
    : `${digits(amount, nbsp, ',')}${nbsp}${signs[currency]}`;
}

export function expectedPrice(
  amount: number,
  currency: Currency,
  locale: 'ka' | 'en',
  rates: Partial<Record<Currency, number>> = {},
): string {
  const own = money(amount, currency, locale);
  const rate = rates[currency];
  if (currency === 'GEL' || !rate) return own;
  return `${own} (≈ ${money(Math.round(amount * rate), 'GEL', locale)})`;
}
