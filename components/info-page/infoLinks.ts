import 'server-only';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';

/** Null when the page is gone: a link to a removed page disappears instead of leading nowhere. */
export function infoPageHref(slug: string): string | null {
  return content.pages.some((page) => page.slug === slug) ? `/info/${slug}` : null;
}

/** Every information page, in their order, for the footer. */
export function infoPageLinks(locale: Locale): { href: string; label: string }[] {
  return content.pages.map((page) => ({ href: `/info/${page.slug}`, label: page.title[locale] }));
}
