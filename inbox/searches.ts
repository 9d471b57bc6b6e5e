/** "What buyers search for" in the last 7 and 30 days, with the editor's pages for what found nothing. */
import type { MissingQuery, QueryCount, SearchesReport, SearchPeriod } from './api';
import { el, type RenderContext } from './render';
import { editorLinks } from './query';

const siteLanguages = ['ka', 'en'] as const;

function queryParts({ doc, t }: RenderContext, row: QueryCount) {
  const site = (siteLanguages as readonly string[]).includes(row.language)
    ? t(`searches.sites.${row.language as (typeof siteLanguages)[number]}`)
    : row.language;
  return [
    el(doc, 'q', { class: 'query' }, [row.query]),
    ' ',
    el(doc, 'span', { class: 'times' }, [t('searches.times', { count: row.count })]),
    ' · ',
    el(doc, 'span', { class: 'site' }, [site]),
  ];
}

function missingItem(context: RenderContext, row: MissingQuery) {
  const { doc, t } = context;
  const next = row.foundSince
    ? el(doc, 'span', { class: 'found-since' }, [t('searches.foundSince')])
    : el(doc, 'span', { class: 'next' }, [
        el(doc, 'a', { href: editorLinks.keyword }, [t('searches.addKeyword')]),
        ' · ',
        el(doc, 'a', { href: editorLinks.product }, [t('searches.addProduct')]),
        ' · ',
        el(doc, 'a', { href: editorLinks.page }, [t('searches.addPage')]),
      ]);
  return el(doc, 'li', { 'data-query': row.query }, [...queryParts(context, row), ' — ', next]);
}

function periodSection(context: RenderContext, period: SearchPeriod) {
  const { doc, t } = context;
  // A list only when it has rows: its heading with it.
  const titled = (title: string, kind: string, items: HTMLElement[]) =>
    items.length > 0 ? [el(doc, 'h4', {}, [title]), el(doc, 'ol', { class: kind }, items)] : [];
  return el(doc, 'section', { 'data-days': String(period.days) }, [
    el(doc, 'h3', {}, [t('searches.period', { days: period.days })]),
    el(doc, 'p', { class: 'totals' }, [
      period.searches === 0
        ? t('searches.none')
        : t('searches.totals', { searches: period.searches, nothingFound: period.nothingFound }),
    ]),
    ...titled(
      t('searches.missing'),
      'missing',
      period.missing.map((row) => missingItem(context, row)),
    ),
    ...titled(
      t('searches.top'),
      'top',
      period.top.map((row) => el(doc, 'li', {}, queryParts(context, row))),
    ),
  ]);
}

/** The report, folded: its summary says how many searches of the last week found nothing. */
export function searchesSection(context: RenderContext, report: SearchesReport) {
  const { doc, t } = context;
  const week = report.periods[0];
  return el(doc, 'details', { class: 'searches' }, [
    el(doc, 'summary', {}, [
      t('searches.title'),
      week && week.nothingFound > 0
        ? ` (${t('searches.nothingFound', { count: week.nothingFound, days: week.days })})`
        : '',
    ]),
    el(doc, 'p', { class: 'about' }, [t('searches.about')]),
    ...report.periods.map((period) => periodSection(context, period)),
  ]);
}
