import type { SearchesReport, SearchPeriod } from '@/inbox/api';
import { inboxTranslator, type InboxLocale } from '@/inbox/messages';
import { editorLinks } from '@/inbox/query';
import { searchesSection } from '@/inbox/searches';
import { collections } from '@/content/schema';

const hostile = '<img src=x onerror="window.hacked=1">';
const period = (days: number, overrides: Partial<SearchPeriod> = {}): SearchPeriod => ({
  days,
  since: '2026-11-21',
  searches: 0,
  nothingFound: 0,
  top: [],
  missing: [],
  ...overrides,
});
const report: SearchesReport = {
  today: '2026-11-27',
  periods: [
    period(7, {
      searches: 9,
      nothingFound: 3,
      top: [
        { query: 'toner', language: 'ka', count: 3 },
        { query: 'xerox b210', language: 'en', count: 1 },
      ],
      missing: [
        { query: 'xerox b210', language: 'en', count: 2, foundSince: false },
        { query: hostile, language: 'ka', count: 1, foundSince: false },
        { query: 'ricoh sp 150', language: 'ka', count: 1, foundSince: true },
      ],
    }),
    period(30),
  ],
};

const context = (locale: InboxLocale) => ({ doc: document, t: inboxTranslator(locale), locale });
// The query stands in <q>: the browser adds the quotation marks of the page's language.
const textOf = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim();

describe('what buyers search for', () => {
  it('says in its title how many searches of the week found nothing', () => {
    const section = searchesSection(context('en'), report);
    expect(textOf(section.querySelector('summary'))).toBe(
      'What buyers search for (3 searches found nothing in the last 7 days)',
    );
    expect(textOf(searchesSection(context('ka'), report).querySelector('summary'))).toBe(
      'რას ეძებენ მყიდველები (ბოლო 7 დღეში 3 ძიებამ ვერაფერი იპოვა)',
    );
    const quiet = { ...report, periods: [period(7, { searches: 4 }), period(30)] };
    expect(textOf(searchesSection(context('en'), quiet).querySelector('summary'))).toBe(
      'What buyers search for',
    );
  });

  it('lists the week’s queries that found nothing, each with the editor’s pages that would fix it', () => {
    const week = searchesSection(context('en'), report).querySelector('[data-days="7"]')!;
    expect(textOf(week.querySelector('h3'))).toBe('Last 7 days');
    expect(textOf(week.querySelector('.totals'))).toBe('9 searches, 3 found nothing.');
    const rows = [...week.querySelectorAll('ol.missing > li')];
    expect(rows.map((row) => textOf(row.querySelector('.query')))).toEqual([
      'xerox b210',
      hostile,
      'ricoh sp 150',
    ]);
    expect(textOf(rows[0])).toBe(
      'xerox b210 2 times · English site — Add a search word · Add a product · Add a page',
    );
    expect(
      [...rows[0]!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Add a search word', '/gps-app/admin/#/collections/categories'],
      ['Add a product', '/gps-app/admin/#/collections/products/new'],
      ['Add a page', '/gps-app/admin/#/collections/pages/new'],
    ]);
    // A query the dealer has since made findable says so instead.
    expect(textOf(rows[2])).toBe('ricoh sp 150 1 time · Georgian site — finds something now');
    expect(rows[2]!.querySelector('a')).toBeNull();
  });

  it('shows a visitor’s markup as text', () => {
    const section = searchesSection(context('en'), report);
    expect(section.querySelector('img')).toBeNull();
    expect(section.querySelector(`[data-query="${CSS.escape(hostile)}"] .query`)?.textContent).toBe(
      hostile,
    );
  });

  it('lists the queries searched most, and says when a period has none', () => {
    const section = searchesSection(context('ka'), report);
    const week = section.querySelector('[data-days="7"]')!;
    expect([...week.querySelectorAll('ol.top > li')].map(textOf)).toEqual([
      'toner 3-ჯერ · ქართული საიტი',
      'xerox b210 1-ჯერ · ინგლისური საიტი',
    ]);
    expect(textOf(week.querySelector('.totals'))).toBe('9 ძიება, მათგან 3-მა ვერაფერი იპოვა.');
    const month = section.querySelector('[data-days="30"]')!;
    expect(textOf(month.querySelector('h3'))).toBe('ბოლო 30 დღე');
    expect(textOf(month.querySelector('.totals'))).toBe('ძიებები ჯერ არ არის.');
    expect(month.querySelectorAll('ol')).toHaveLength(0);
  });

  it('links to collections the editor has', () => {
    const names = Object.keys(collections);
    for (const href of Object.values(editorLinks)) {
      const collection = /#\/collections\/([^/]+)/.exec(href)?.[1];
      expect(names).toContain(collection);
    }
  });
});
