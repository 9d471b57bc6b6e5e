import { basePath } from '@/lib/site';
import type { PagefindResultData } from './pagefindClient';

export type SearchKind = 'product' | 'category' | 'page';

export interface SearchHit {
  href: string;
  title: string;
  kind: SearchKind;
  /** The product's category (its first), for products. */
  category?: string;
  /** A small picture of the product or category, a path on this site. */
  thumbnail?: string;
  /** The excerpt as text runs; `mark` runs are the matched words. */
  excerpt: TextRun[];
}

export interface TextRun {
  text: string;
  mark: boolean;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

function decode(text: string): string {
  return text.replace(
    /&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g,
    (entity) => entities[entity] ?? entity,
  );
}

/** Rendered as text runs, so nothing from the index is ever inserted as markup. */
export function excerptRuns(excerpt: string): TextRun[] {
  // split keeps the captured marked text at the odd indexes.
  return excerpt
    .split(/<mark>([\s\S]*?)<\/mark>/)
    .map((part, index) => ({ text: decode(stripTags(part)), mark: index % 2 === 1 }))
    .filter((run) => run.text.length > 0);
}

/** "…" marks a mid-text start or end, so a cut sentence does not read as a whole one. */
export function withEllipses(runs: TextRun[], content: string): TextRun[] {
  const text = runs.map((run) => run.text).join('');
  const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();
  const [whole, shown] = [squeeze(content), squeeze(text)];
  if (!shown || !whole) return runs;
  const before = whole.startsWith(shown) ? [] : [{ text: '… ', mark: false }];
  const after = whole.endsWith(shown) ? [] : [{ text: ' …', mark: false }];
  return [...before, ...runs, ...after];
}

function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '');
}

/** Marks the query's words inside a text (titles), case-insensitively. */
export function highlightRuns(text: string, query: string): TextRun[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 10)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return [{ text, mark: false }];
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, mark: words.some((w) => new RegExp(`^${w}$`, 'i').test(part)) }));
}

function kindOf(value: string | undefined): SearchKind {
  return value === 'product' || value === 'category' ? value : 'page';
}

/** Only the site's own images (the index is the site's, but nothing from it is trusted). */
function thumbnailOf(value: string | undefined): string | undefined {
  return value && value.startsWith(`${basePath}/`) && !value.includes('..') ? value : undefined;
}

/** A Pagefind result as the site shows it; the title falls back to the page's URL. */
export function toSearchHit(data: PagefindResultData): SearchHit {
  const kind = kindOf(data.filters?.kind?.[0]);
  const category = data.meta.category?.trim();
  const thumbnail = thumbnailOf(data.filters?.thumbnail?.[0]);
  return {
    href: data.url,
    title: data.meta.title?.trim() || data.url,
    kind,
    ...(kind === 'product' && category ? { category } : {}),
    ...(thumbnail ? { thumbnail } : {}),
    excerpt: withEllipses(excerptRuns(data.excerpt), data.content ?? ''),
  };
}

/** The ?q= value, tolerant of hostile or oversized input. */
export function readQuery(search: string): string {
  try {
    return (new URLSearchParams(search).get('q') ?? '').slice(0, 200);
  } catch {
    return '';
  }
}
