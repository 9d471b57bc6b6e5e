import { catalogPageSize } from '@/content/site-routes';

/** The items on a 1-based page; an out-of-range page is empty. */
export function pageItems<T>(items: T[], page: number, size = catalogPageSize): T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * size, page * size);
}

/** A page number to link, or a gap standing for pages left out. */
export type PagerItem = number | 'gap';

/** First, last and `around` each side: a constant size, every page reachable by walking. */
export function pagerItems(page: number, pages: number, around = 2): PagerItem[] {
  const shown = new Set([1, pages]);
  for (let number = page - around; number <= page + around; number += 1)
    if (number >= 1 && number <= pages) shown.add(number);
  const numbers = [...shown].sort((a, b) => a - b);
  return numbers.flatMap((number, index): PagerItem[] => {
    const previous = numbers[index - 1];
    if (previous === undefined || number - previous === 1) return [number];
    return number - previous === 2 ? [previous + 1, number] : ['gap', number];
  });
}

/** Reads a page number from a route segment; anything else is not a page. */
export function parsePage(segment: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(segment) ? Number(segment) : null;
}
