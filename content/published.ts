import { tbilisiDayEnd, tbilisiDayStart } from './fields/calendar-date';
import { hasPhoto, isSamplePartner, requiredPages } from './launch';
import type { SiteContent } from './schema';

/** Whether a dated entry is shown at `now`: from its first day (if any) through its last. */
export function isPublishedAt(
  entry: { date?: string | null; validUntil?: string | null },
  now: Date,
): boolean {
  if (entry.date && now.getTime() < tbilisiDayStart(entry.date).getTime()) return false;
  return !entry.validUntil || now.getTime() <= tbilisiDayEnd(entry.validUntil).getTime();
}

/**
 * The content as published on the build's day: without ended offers, unpublished news, drafts,
 * products without a shown category, on the production site the sample entries, and references
 * to any of them. Every page, the sitemap and the search index read this view.
 */
export function publishedContent(
  site: SiteContent,
  now: Date,
  { production = false }: { production?: boolean } = {},
): SiteContent {
  const shown = <T extends { hidden?: boolean }>(entry: T) => !entry.hidden;
  const categories = site.categories.filter(shown);
  const categorySlugs = new Set(categories.map((c) => c.slug));
  const products = site.products.filter(
    (p) =>
      shown(p) &&
      p.categories.some((slug) => categorySlugs.has(slug)) &&
      (!production || hasPhoto(p)),
  );
  const productIds = new Set(products.map((p) => p.id));
  const leftOut = new Set([
    ...site.categories.filter((c) => !categorySlugs.has(c.slug)).map((c) => `/catalog/${c.slug}`),
    ...site.products.filter((p) => !productIds.has(p.id)).map((p) => `/product/${p.id}`),
  ]);
  const linksShown = (href: string) => !leftOut.has(href.split(/[?#]/)[0]!.replace(/\/$/, ''));
  return {
    ...site,
    categories,
    products: products.map((p) => ({
      ...p,
      categories: p.categories.filter((slug) => categorySlugs.has(slug)),
      compatibleWith: p.compatibleWith.filter((id) => productIds.has(id)),
    })),
    offers: site.offers
      .filter((offer) => shown(offer) && isPublishedAt({ validUntil: offer.validUntil }, now))
      .filter((offer) => linksShown(offer.cta.href))
      .map((offer) => ({ ...offer, products: offer.products.filter((id) => productIds.has(id)) })),
    heroSlides: site.heroSlides.filter(
      (slide) => !slide.content || linksShown(slide.content.cta.href),
    ),
    newsItems: site.newsItems.filter((item) => shown(item) && isPublishedAt(item, now)),
    partners: production ? site.partners.filter((p) => !isSamplePartner(p)) : site.partners,
    pages: production
      ? site.pages.filter((page) => !page.sample || requiredPages.includes(page.slug as never))
      : site.pages,
  };
}
