import type { Currency } from '@/content/constants';

/** Georgian is written without the comma CLDR puts before the year ("31 მაისი 2027"). */
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

/** Lari for one unit of another currency, as the dealer gives them in company.yaml. */
export type ExchangeRates = Partial<Record<Exclude<Currency, 'GEL'>, number>>;

/** Always grouped: Georgian leaves 4-digit numbers ungrouped ("8900 ₾" beside "15 000 ₾"). */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const whole = Number.isInteger(amount);
  const options = {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    useGrouping: 'always',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  } as const;
  if (locale.split('-')[0] !== 'ka') return new Intl.NumberFormat(locale, options).format(amount);
  // Spelled out: browsers' Georgian data differ (Debian's Chromium writes "₾ 17,800").
  const parts = new Intl.NumberFormat('en', options).formatToParts(amount);
  const sign = parts.find((part) => part.type === 'currency')?.value ?? currency;
  const number = parts
    .filter((part) => ['integer', 'group', 'decimal', 'fraction', 'minusSign'].includes(part.type))
    .map((part) => (part.type === 'group' ? '\u00a0' : part.type === 'decimal' ? ',' : part.value))
    .join('');
  return `${number}\u00a0${sign}`;
}

/** An amount in another currency in whole lari at the dealer's rate, or null without a rate. */
export function lariEquivalent(
  amount: number,
  currency: Currency,
  rates: ExchangeRates | undefined,
): number | null {
  if (currency === 'GEL') return amount;
  const rate = rates?.[currency];
  return rate ? Math.round(amount * rate) : null;
}

/** Other currencies add their lari equivalent when the dealer gives a rate ("€800 (≈ ₾2,360)"). */
export function formatPrice(
  amount: number,
  currency: Currency,
  locale: string,
  rates?: ExchangeRates,
): string {
  const own = formatMoney(amount, currency, locale);
  if (currency === 'GEL') return own;
  const lari = lariEquivalent(amount, currency, rates);
  return lari === null ? own : `${own} (≈ ${formatMoney(lari, 'GEL', locale)})`;
}
