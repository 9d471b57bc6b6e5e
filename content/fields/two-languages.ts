/**
 * What the dealer reads about the content (a label, a help text, a check's message) is said in
 * Georgian and English. zod messages and the editor's pattern messages are single strings, so a
 * message travels as one string, Georgian first: "ka / en"; the check splits it again to print
 * each language on its own line.
 */
export interface InBoth {
  ka: string;
  en: string;
}

export const languageSeparator = ' / ';

/** One string holding both languages. A separator inside a part (a typed value) is narrowed. */
export function both(ka: string, en: string): string {
  const plain = (text: string) => text.replaceAll(languageSeparator, '/');
  return `${plain(ka)}${languageSeparator}${plain(en)}`;
}

/** The two languages of a string made by both(); a string in one language serves as both. */
export function inBoth(text: string): InBoth {
  const at = text.indexOf(languageSeparator);
  return at < 0
    ? { ka: text, en: text }
    : { ka: text.slice(0, at), en: text.slice(at + languageSeparator.length) };
}

/** "ka / en" of an InBoth, as the editor shows labels, help and messages. */
export const shown = (text: InBoth): string =>
  text.ka === text.en ? text.en : both(text.ka, text.en);
