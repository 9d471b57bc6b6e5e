import { mergeLines, sameLines, type QuoteLine } from '@/lib/quote-list/lines';

/** A shared list differing from a non-empty stored one is a question: nothing dropped unasked. */
export type Opening =
  | { kind: 'list'; lines: QuoteLine[]; adopted: boolean }
  | { kind: 'choose'; stored: QuoteLine[]; shared: QuoteLine[] };

export function openQuote(stored: QuoteLine[], shared: QuoteLine[] | null): Opening {
  if (!shared || shared.length === 0) return { kind: 'list', lines: stored, adopted: false };
  if (stored.length === 0) return { kind: 'list', lines: shared, adopted: true };
  if (sameLines(stored, shared)) return { kind: 'list', lines: stored, adopted: false };
  return { kind: 'choose', stored, shared };
}

export type SharedChoice = 'replace' | 'merge' | 'keep';

/** The list the choice leaves, and the products that did not fit in it (merge, past 50). */
export function resolveShared(
  choice: SharedChoice,
  stored: QuoteLine[],
  shared: QuoteLine[],
): { lines: QuoteLine[]; dropped: string[] } {
  if (choice === 'replace') return { lines: shared, dropped: [] };
  if (choice === 'merge') return mergeLines(stored, shared);
  return { lines: stored, dropped: [] };
}
