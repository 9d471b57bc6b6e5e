/**
 * A message compiled on the server (`icu-minify/compile`), formatted here: islands and emails get
 * ICU plurals and placeholders from next-intl's own ~650 B formatter instead of the compiler.
 */
import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';

export type { CompiledMessage };

const options: FormatOptions = {
  formatters: {
    getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
    getNumberFormat: (...args) => new Intl.NumberFormat(...args),
    getPluralRules: (...args) => new Intl.PluralRules(...args),
  },
};

/** `locale` chooses plural forms and formats `#`; messages without plurals may leave it out. */
export function formatIcu(
  message: CompiledMessage,
  values: Record<string, string | number> = {},
  locale = 'ka',
): string {
  return format(message, locale, values, options) as string;
}
