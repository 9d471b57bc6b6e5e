/**
 * Formula injection (OWASP, "CSV Injection"): a spreadsheet runs a cell that starts with `=`, `+`,
 * `-` or `@` (or a tab or carriage return before one) as a formula, so `=HYPERLINK(…)` typed into
 * a product name would run on the dealer's computer. Such a cell is written with a `'` in front,
 * which spreadsheets show as text; the import takes one leading `'` off again. A cell that really
 * starts with `'` gets a second one, so every text survives the round trip exactly.
 */
const needsPrefix = /^[=+\-@\t\r']/;

export const protectCell = (text: string): string => (needsPrefix.test(text) ? `'${text}` : text);

export const unprotectCell = (text: string): string =>
  text.startsWith("'") ? text.slice(1) : text;
