/** Catalogue pagination: the HTML holds one page of cards; static pages and JSON hold the rest. */
export const catalogPageSize = 12;

export function pageCount(total: number, size = catalogPageSize): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items on a 1-based page; an out-of-range page is empty. */
export function pageItems<T>(items: T[], page: number, size = catalogPageSize): T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * size, page * size);
}

/** "/catalog", "/catalog/office", "/catalog/office/page/2": paths without the language. */
export function catalogPagePath(category: string | undefined, page = 1): string {
  const base = category ? `/catalog/${category}` : '/catalog';
  return page > 1 ? `${base}/page/${page}` : base;
}

/** The page numbers beyond the first that a list of `total` items needs. */
export function extraPages(total: number, size = catalogPageSize): number[] {
  return Array.from({ length: pageCount(total, size) - 1 }, (_, index) => index + 2);
}

/** Reads a page number from a route segment; anything else is not a page. */
export function parsePage(segment: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(segment) ? Number(segment) : null;
}
