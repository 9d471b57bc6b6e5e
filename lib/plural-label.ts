/**
 * Counts in the visitor's language, in the browser, from the messages' own ICU plurals
 * ("{count, plural, one {# product} other {# products}}"), without shipping the ICU runtime: a
 * small reader of the subset the messages use — `{name}`, `{name, number}` and
 * `{name, plural, =N {…} one {…} other {…}}` with `#` — is all an island needs.
 * Values are inserted literally in one pass: a visitor's text is never re-read as a placeholder
 * or a `$&` replacement pattern. Apostrophes are plain text, as everywhere in these messages.
 */
type Part =
  | string
  | { kind: 'arg' | 'number'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; options: Record<string, Part[]> };

type Values = Record<string, string | number>;

/** Reads a message from `start` up to an unmatched `}` (or the end); `#` only inside a plural. */
function parse(text: string, start: number, inPlural: boolean): { parts: Part[]; end: number } {
  const parts: Part[] = [];
  let literal = '';
  let at = start;
  const flush = () => {
    if (literal) parts.push(literal);
    literal = '';
  };
  while (at < text.length) {
    const char = text[at]!;
    if (char === '}') break;
    if (char === '#' && inPlural) {
      flush();
      parts.push({ kind: 'pound' });
      at += 1;
      continue;
    }
    if (char !== '{') {
      literal += char;
      at += 1;
      continue;
    }
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?(,|\})/.exec(text.slice(at));
    if (!head) {
      literal += char;
      at += 1;
      continue;
    }
    flush();
    const [whole, name = '', type, closer] = head;
    at += whole.length;
    if (closer === '}') {
      parts.push({ kind: type === 'number' ? 'number' : 'arg', name });
      continue;
    }
    // `{name, plural, =0 {…} one {…} other {…}}`: selectors, each with its text in braces.
    const options: Record<string, Part[]> = {};
    for (;;) {
      const selector = /^\s*(=\d+|\w+)\s*\{/.exec(text.slice(at));
      if (!selector) break;
      const branch = parse(text, at + selector[0].length, true);
      options[selector[1]!] = branch.parts;
      at = branch.end + 1;
    }
    const close = text.indexOf('}', at);
    at = close === -1 ? text.length : close + 1;
    parts.push({ kind: 'plural', name, options });
  }
  flush();
  return { parts, end: at };
}

const cache = new Map<string, Part[]>();
const parsed = (message: string) => {
  let parts = cache.get(message);
  if (!parts) cache.set(message, (parts = parse(message, 0, false).parts));
  return parts;
};

/** How a plural is chosen: by the count (the language's rules), or forced to one form. */
type Choose = (part: Extract<Part, { kind: 'plural' }>, count: number) => Part[];

function render(
  parts: Part[],
  locale: string,
  values: Values,
  pound: string,
  choose: Choose = (part, count) =>
    part.options[`=${count}`] ??
    part.options[new Intl.PluralRules(locale).select(count)] ??
    part.options.other ??
    [],
): string {
  const number = (value: string | number) =>
    typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.kind === 'pound') return pound;
      const value = values[part.name];
      if (part.kind === 'plural')
        return render(
          choose(part, Number(value)),
          locale,
          values,
          value === undefined ? `{${part.name}}` : number(value),
          choose,
        );
      return value === undefined ? `{${part.name}}` : number(value);
    })
    .join('');
}

/** A message with its placeholders filled and its plurals chosen for the language. */
export function formatMessage(locale: string, message: string, values: Values = {}): string {
  return render(parsed(message), locale, values, '#');
}

/**
 * One plural form of a message as a "{count}" template ("Quote list: {count} products" for
 * `other`), for a script too small to carry this reader: it picks the form with Intl.PluralRules.
 */
export function pluralTemplate(locale: string, message: string, form: Intl.LDMLPluralRule) {
  return render(
    parsed(message),
    locale,
    {},
    '#',
    (part) => part.options[form] ?? part.options.other ?? [],
  );
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
