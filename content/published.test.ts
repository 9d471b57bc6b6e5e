import { isPublishedAt, publishedContent } from '@/content/published';
import type { NewsItem, Offer, SiteContent } from '@/content/schema';
import { fixtureRoot } from '../tests/support/content/fixture-content';
import { loadSite } from '@/content/load';

const site = loadSite(fixtureRoot, () => true);

/** 2027-05-31 in Tbilisi: 20:00 UTC on the 30th is midnight there, 19:59 UTC on the 31st is 23:59. */
const tbilisi = (iso: string) => new Date(iso);

describe('what a build publishes on its day (Tbilisi time)', () => {
  it('shows an offer through the last minute of its last day, and not after', () => {
    const offer = { validUntil: '2027-05-31' };
    expect(isPublishedAt(offer, tbilisi('2027-05-31T19:59:00Z'))).toBe(true);
    expect(isPublishedAt(offer, tbilisi('2027-05-31T20:00:00Z'))).toBe(false);
  });

  it('holds back news dated later until its day starts in Tbilisi', () => {
    const item = { date: '2027-06-01' };
    expect(isPublishedAt(item, tbilisi('2027-05-31T19:59:00Z'))).toBe(false);
    expect(isPublishedAt(item, tbilisi('2027-05-31T20:00:00Z'))).toBe(true);
  });

  it('leaves ended offers and unpublished or ended news out of the whole content', () => {
    const base = site.offers[0] as Offer;
    const news: NewsItem = {
      slug: 'opening',
      date: '2027-01-10',
      title: { ka: 'გახსნა', en: 'Opening' },
      summary: { ka: 'მოკლედ', en: 'Briefly' },
      body: { ka: ['ტექსტი'], en: ['Text'] },
      hidden: false,
    };
    const withDates: SiteContent = {
      ...site,
      offers: [
        { ...base, id: 'ended', validUntil: '2027-03-01' },
        { ...base, id: 'running', validUntil: '2027-03-02' },
        { ...base, id: 'open-ended', validUntil: undefined },
      ],
      newsItems: [
        { ...news, slug: 'past-and-over', validUntil: '2027-03-01' },
        { ...news, slug: 'current' },
        { ...news, slug: 'scheduled', date: '2027-03-03' },
      ],
    };
    // 2 March 2027, noon in Tbilisi.
    const published = publishedContent(withDates, tbilisi('2027-03-02T08:00:00Z'));
    expect(published.offers.map((offer) => offer.id)).toEqual(['running', 'open-ended']);
    expect(published.newsItems.map((item) => item.slug)).toEqual(['current']);
    expect(published.products).toEqual(site.products);
  });
});
