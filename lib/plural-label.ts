/** Labels for a count, translated on the server, picked in the browser without the ICU runtime. */
export interface CountLabels {
  zero: string;
  one: string;
  other: string;
}

/** "{count} products found" with the right form for the language; zero has its own sentence. */
export function pluralLabel(locale: string, count: number, labels: CountLabels): string {
  const template =
    count === 0
      ? labels.zero
      : new Intl.PluralRules(locale).select(count) === 'one'
        ? labels.one
        : labels.other;
  return template.replace('{count}', new Intl.NumberFormat(locale).format(count));
}
