import { tbilisiDayEnd, tbilisiDayStart } from './fields/calendar-date';
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
 * The content as published on the build's day: offers that have ended, news dated later than today
 * and news past its end date are left out. Every page, the sitemap, the structured data and the
 * search index read this view, so the daily rebuild takes an ended entry out of all of them at
 * once (the browser hides an offer that ends between two builds on its own).
 */
export function publishedContent(site: SiteContent, now: Date): SiteContent {
  return {
    ...site,
    offers: site.offers.filter((offer) => isPublishedAt({ validUntil: offer.validUntil }, now)),
    newsItems: site.newsItems.filter((item) => isPublishedAt(item, now)),
  };
}
