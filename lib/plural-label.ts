/**
 * Counts in the visitor's language, in the browser, from the messages' own ICU plurals
 * ("{count, plural, one {# product} other {# products}}"), without shipping the ICU runtime: a
 * small reader of the subset the messages use — `{name}`, `{name, number}` and
 * `{name, plural, =N {…} one {…} other {…}}` with `#` — is all an island needs. It is in every
 * page (the header's search island), so it is kept short: one pass over the text, no parse tree.
 * Values are inserted literally: a visitor's text is never re-read as a placeholder or a `$&`
 * replacement pattern. Apostrophes are plain text, as everywhere in these messages.
 */
import type { PluralForms } from './plural-forms';

type Values = Record<string, string | number>;

/** How a plural is chosen: the text of one of its options (by selector) for the count. */
type Choose = (options: Record<string, string>, count: number, locale: string) => string;

const byCount: Choose = (options, count, locale) =>
  options[`=${count}`] ??
  options[new Intl.PluralRules(locale).select(count)] ??
  options.other ??
  '';

/** Where the brace group whose text starts at `from` closes (nested groups included). */
function closing(text: string, from: number): number {
  let depth = 1;
  for (let at = from; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  return text.length;
}

/** `pound` is what `#` reads as: the count inside a plural's option, a plain `#` elsewhere. */
function fill(text: string, locale: string, values: Values, choose: Choose, pound?: string) {
  const number = (value: string | number) =>
    typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  let out = '';
  let at = 0;
  while (at < text.length) {
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?(,|\})/.exec(text.slice(at));
    if (!head) {
      out += text[at] === '#' && pound !== undefined ? pound : text[at];
      at += 1;
      continue;
    }
    const [whole, name = '', , closer] = head;
    const value = values[name];
    const shown = value === undefined ? `{${name}}` : number(value);
    at += whole.length;
    if (closer === '}') {
      out += shown;
      continue;
    }
    // `=0 {…} one {…} other {…}}`: selectors, each with its text in braces, then the close.
    const options: Record<string, string> = {};
    for (let option; (option = /^\s*(=\d+|\w+)\s*\{/.exec(text.slice(at)));) {
      const start = at + option[0].length;
      const end = closing(text, start);
      options[option[1]!] = text.slice(start, end);
      at = end + 1;
    }
    at = closing(text, at) + 1;
    out += fill(choose(options, Number(value), locale), locale, values, choose, shown);
  }
  return out;
}

/** A message with its placeholders filled and its plurals chosen for the language. */
export function formatMessage(locale: string, message: string, values: Values = {}): string {
  return fill(message, locale, values, byCount);
}

/**
 * One plural form of a message as a "{count}" template ("Quote list: {count} products" for
 * `other`), for a script too small to carry this reader: it picks the form with Intl.PluralRules.
 */
export function pluralTemplate(locale: string, message: string, form: Intl.LDMLPluralRule) {
  return fill(message, locale, {}, (options) => options[form] ?? options.other ?? '');
}

/**
 * "{count} products found", the plural form and the number formatted for the language; other
 * values ("for “{query}”") are filled in the same pass.
 */
export function pluralLabel(
  locale: string,
  count: number,
  message: string,
  values: Record<string, string> = {},
): string {
  return formatMessage(locale, message, { ...values, count });
}

/**
 * Every plural form of a message for the language, as "{count}" templates, plus the text for 0
 * (messages often say "No suggestions"): what `choosePluralForm` (lib/plural-forms.ts) reads.
 */
export function pluralForms(locale: string, message: string): PluralForms {
  const forms: PluralForms = { '=0': formatMessage(locale, message, { count: 0 }) };
  for (const form of new Intl.PluralRules(locale).resolvedOptions().pluralCategories)
    forms[form] = pluralTemplate(locale, message, form);
  return forms;
}
