import type { NewsItem } from '@/content/schema';

/** One optional catch-all: a static export refuses a dynamic route with no pages (no news yet). */
export function newsSlugParams(items: readonly Pick<NewsItem, 'slug'>[]): { slug?: string[] }[] {
  return [{ slug: undefined }, ...items.map((item) => ({ slug: [item.slug] }))];
}

/** Newest first, whatever order the dealer wrote them in. */
export function sortNews<T extends Pick<NewsItem, 'date'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

/** What a news address names: the list, an article, or nothing the site has. */
export function resolveNews<T extends Pick<NewsItem, 'slug'>>(
  items: readonly T[],
  slug: readonly string[] | undefined,
): { kind: 'list' } | { kind: 'article'; item: T } | { kind: 'missing' } {
  if (!slug || slug.length === 0) return { kind: 'list' };
  const item =
    slug.length === 1 ? items.find((candidate) => candidate.slug === slug[0]) : undefined;
  return item ? { kind: 'article', item } : { kind: 'missing' };
}
