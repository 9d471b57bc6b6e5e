/** Kept by lib/list-store.ts, shared as `?items=id:qty,id:qty`. */
import { isEntryId } from '@/content/fields/entry-id';

export interface QuoteLine {
  id: string;
  quantity: number;
}

export const minQuantity = 1;
export const maxQuantity = 999;
export const maxQuoteLines = 50;

/** Product ids follow the content's one id rule; anything else in a URL or storage is not a product. */
export const isProductId = isEntryId;

/** A whole number from 1 to 999; text, fractions and out-of-range values are pulled inside. */
export function clampQuantity(value: unknown): number {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : Number(value);
  if (!Number.isFinite(number)) return minQuantity;
  return Math.min(maxQuantity, Math.max(minQuantity, Math.trunc(number)));
}

/** Lines with valid ids and quantities, each product once (its first line), at most 50. */
export function normalizeLines(lines: readonly { id: unknown; quantity?: unknown }[]): QuoteLine[] {
  const seen = new Set<string>();
  const result: QuoteLine[] = [];
  for (const line of lines) {
    if (!isProductId(line.id) || seen.has(line.id)) continue;
    seen.add(line.id);
    result.push({ id: line.id, quantity: clampQuantity(line.quantity ?? minQuantity) });
    if (result.length === maxQuoteLines) break;
  }
  return result;
}

/** `?items=` → lines. "a:2,b,c:x" reads as a×2, b×1, c×1; malformed ids are skipped. */
export function decodeItems(param: string | null): QuoteLine[] {
  if (!param) return [];
  return normalizeLines(
    param.split(',').map((part) => {
      const [id = '', quantity] = part.trim().split(':');
      return { id: id.trim(), quantity };
    }),
  );
}

export function encodeItems(lines: readonly QuoteLine[]): string {
  return lines.map((line) => `${line.id}:${line.quantity}`).join(',');
}

/** A stored list; anything unreadable (edited by hand, an old format) is an empty list. */
export function parseStoredLines(raw: string | null): QuoteLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? normalizeLines(
          value.filter(
            (line): line is { id: unknown; quantity?: unknown } =>
              typeof line === 'object' && line !== null,
          ),
        )
      : [];
  } catch {
    return [];
  }
}

export const serializeLines = (lines: readonly QuoteLine[]) => JSON.stringify(lines);

export const hasLine = (lines: readonly QuoteLine[], id: string) =>
  lines.some((line) => line.id === id);

/** Adds products not yet listed (one each); listed ones keep their quantity. Stops at 50 lines. */
export function addLines(lines: readonly QuoteLine[], ids: readonly string[]): QuoteLine[] {
  return normalizeLines([...lines, ...ids.map((id) => ({ id, quantity: minQuantity }))]);
}

export function removeLine(lines: readonly QuoteLine[], id: string): QuoteLine[] {
  return lines.filter((line) => line.id !== id);
}

export function setQuantity(lines: readonly QuoteLine[], id: string, quantity: unknown) {
  return lines.map((line) => (line.id === id ? { id, quantity: clampQuantity(quantity) } : line));
}

/** Larger quantity wins (a link merged twice must not double); only the link's can be `dropped`. */
export function mergeLines(stored: readonly QuoteLine[], shared: readonly QuoteLine[]) {
  const merged = stored.map((line) => {
    const other = shared.find((candidate) => candidate.id === line.id);
    return other ? { id: line.id, quantity: Math.max(line.quantity, other.quantity) } : line;
  });
  const lines = normalizeLines([...merged, ...shared]);
  const dropped = [...stored, ...shared]
    .map((line) => line.id)
    .filter((id, index, ids) => ids.indexOf(id) === index && !hasLine(lines, id));
  return { lines, dropped };
}

/** Same products with the same quantities, in any order. */
export function sameLines(a: readonly QuoteLine[], b: readonly QuoteLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line) => b.some((other) => other.id === line.id && other.quantity === line.quantity))
  );
}

/** Unknown ids stay listed: a stale catalogue must not delete a visitor's lines. */
export const unknownIds = (lines: readonly QuoteLine[], known: (id: string) => boolean) =>
  lines.filter((line) => !known(line.id)).map((line) => line.id);

/** Whether the list has room for none of `ids` it does not hold yet. */
export const isFull = (lines: readonly QuoteLine[]) => lines.length >= maxQuoteLines;

/** How many items the lines ask for in total (the badge shows lines, the page both). */
export const totalQuantity = (lines: readonly QuoteLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
