import { fillTemplate } from './fill-template';

/** Labels for a count, translated on the server, picked in the browser without the ICU runtime. */
export interface CountLabels {
  zero: string;
  one: string;
  other: string;
}

/**
 * "{count} products found" with the right form for the language; zero has its own sentence.
 * Other placeholders ("for “{query}”") are filled in the same pass, so the visitor's text is
 * inserted literally: never re-read as a placeholder or a `$&` replacement pattern.
 */
export function pluralLabel(
  locale: string,
  count: number,
  labels: CountLabels,
  values: Record<string, string> = {},
): string {
  const template =
    count === 0
      ? labels.zero
      : new Intl.PluralRules(locale).select(count) === 'one'
        ? labels.one
        : labels.other;
  return fillTemplate(template, { ...values, count: new Intl.NumberFormat(locale).format(count) });
}
