/** zod's and the editor's messages are single strings: both languages travel as "ka / en". */
export interface InBoth {
  ka: string;
  en: string;
}

const languageSeparator = ' / ';

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

export const shown = (text: InBoth): string =>
  text.ka === text.en ? text.en : both(text.ka, text.en);
