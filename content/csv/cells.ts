/**
 * Formula injection: a cell starting with =, +, -, @ (or tab, CR) would run as a formula. It gets
 * a `'` in front, as does one starting with `'`; the import takes one off, so text round-trips.
 */
const needsPrefix = /^[=+\-@\t\r']/;

export const protectCell = (text: string): string => (needsPrefix.test(text) ? `'${text}` : text);

export const unprotectCell = (text: string): string =>
  text.startsWith("'") ? text.slice(1) : text;
