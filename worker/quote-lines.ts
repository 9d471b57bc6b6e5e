/**
 * The no-JavaScript quote form's products, typed as text (without JavaScript there is no list):
 * one per line, its model, name or id, then maybe a quantity: "C3226i, 2", "Canon MF455dw".
 */
import { maxQuantity, maxQuoteLines, minQuantity } from '@/lib/quote-list/lines';
import type { FieldErrors } from './validate';

export type CatalogueNames = ReadonlyMap<string, readonly string[]>;

export interface ResolvedLine {
  id: string;
  quantity: number;
  name: string;
}

export type LinesResult = { ok: true; items: ResolvedLine[] } | { ok: false; errors: FieldErrors };

export const linesField = 'lines';

/** "C3226i, 2", "C3226i x2", "C3226i – 2 pcs": the product, then a quantity. */
const quantityAtEnd =
  /^(.*?)(?:\s*[,;:\t×*]\s*|\s+[x×–-]\s*|\s+)(\d{1,6})\s*(?:pcs\.?|pieces?|ც\.?|ცალი)?$/iu;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function splitLine(line: string): { product: string; quantity: number } | null {
  const match = quantityAtEnd.exec(line.trim());
  const product = match?.[1]?.trim();
  return product ? { product, quantity: Number(match![2]) } : null;
}

/**
 * One line: the whole line names a product (quantity 1: "Canon MF 445" is not 445 of a
 * "Canon MF"), else the line without its last number does, with that quantity.
 */
function resolveLine(
  line: string,
  names: CatalogueNames,
): { id: string; quantity: number } | { error: string } {
  const whole = matchProduct(line, names);
  if ('id' in whole) return { id: whole.id, quantity: 1 };
  const split = splitLine(line);
  if (!split) return whole;
  const found = matchProduct(split.product, names);
  if (!('id' in found)) return found;
  if (split.quantity < minQuantity || split.quantity > maxQuantity) return { error: 'quantity' };
  return { id: found.id, quantity: split.quantity };
}

/**
 * The one product a line names: its id; else a product one of whose names is the line (words
 * compared, case and punctuation ignored); else one whose name contains every word of the line,
 * when exactly one does. Several candidates, or none, name nothing.
 */
export function matchProduct(
  text: string,
  names: CatalogueNames,
): { id: string } | { error: 'unknown' | 'ambiguous' } {
  const typed = text.trim().toLowerCase();
  if (names.has(typed)) return { id: typed };
  const query = words(text);
  if (query.length === 0) return { error: 'unknown' };
  const key = query.join(' ');
  const exact = [...names].filter(([, list]) => list.some((name) => words(name).join(' ') === key));
  if (exact.length === 1) return { id: exact[0]![0] };
  if (exact.length > 1) return { error: 'ambiguous' };
  // A model code alone ("c3226i") must not match every name that has a "c" in it: whole words.
  if (key.length < 3) return { error: 'unknown' };
  const containing = [...names].filter(([, list]) =>
    list.some((name) => {
      const have = new Set(words(name));
      return query.every((word) => have.has(word));
    }),
  );
  if (containing.length === 1) return { id: containing[0]![0] };
  return { error: containing.length > 1 ? 'ambiguous' : 'unknown' };
}

/** The lines as quote items, or errors by line (`lines.<n>`, blank lines not counted). */
export function resolveQuoteLines(text: unknown, names: CatalogueNames): LinesResult {
  if (typeof text !== 'string') return { ok: false, errors: { [linesField]: 'invalid' } };
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return { ok: false, errors: { [linesField]: 'required' } };
  if (lines.length > maxQuoteLines) return { ok: false, errors: { [linesField]: 'tooMany' } };
  const errors: FieldErrors = {};
  const items = new Map<string, ResolvedLine>();
  lines.forEach((line, index) => {
    const found = resolveLine(line, names);
    if ('error' in found) {
      errors[`${linesField}.${index}`] = found.error;
      return;
    }
    const previous = items.get(found.id);
    items.set(found.id, {
      id: found.id,
      quantity: Math.min(maxQuantity, (previous?.quantity ?? 0) + found.quantity),
      name: names.get(found.id)?.[0] ?? '',
    });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, items: [...items.values()] };
}
