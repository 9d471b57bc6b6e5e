import 'server-only';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';

/**
 * "/info/{slug}" (without the language) when content/pages/{slug}.yaml exists, else null: a link
 * to a page the dealer removed disappears instead of leading nowhere. Other parts of the site
 * link to "leasing" and "privacy" by slug.
 */
export function infoPageHref(slug: string): string | null {
  return content.pages.some((page) => page.slug === slug) ? `/info/${slug}` : null;
}

/** Every information page, in their order, for the footer. */
export function infoPageLinks(locale: Locale): { href: string; label: string }[] {
  return content.pages.map((page) => ({ href: `/info/${page.slug}`, label: page.title[locale] }));
}
