/** "31 May 2027" / "31 მაისი, 2027": a content date (YYYY-MM-DD) as a long date in the page's language. */
export function formatValidUntil(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Whole-euro prices in the page's language: "€12,500" / "12 500 €". */
export function formatEuro(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}
