import type { Currency } from '@/content/constants';

/**
 * "31 May 2027" / "31 მაისი 2027": a content date (YYYY-MM-DD) as a long date in the page's
 * language. Georgian is written without the comma CLDR puts before the year ("31 მაისი, 2027").
 */
export function formatValidUntil(isoDate: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const noComma = locale.split('-')[0] === 'ka';
  return parts
    .map((part) => (noComma && part.type === 'literal' ? part.value.replace(',', '') : part.value))
    .join('');
}

/**
 * A price in the page's language with the currency's own sign: "₾12,500" / "12 500 ₾",
 * "€12,500" / "12 500 €". Whole amounts show no cents; an amount with cents shows two digits.
 */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
