/** Compiled on the server (`icu-minify/compile`); next-intl's ~650 B formatter in the browser. */
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
