'use client';

import type { Locale } from '@/i18n/routing';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  defaultFilters,
  facetCounts,
  filterProducts,
  isDefaultFilters,
  parseFilters,
  priceSpan,
  onRequestCount,
  serializeFilters,
  type CatalogFilters,
  type Facet,
  type FacetCounts,
} from '@/lib/catalog-filters';
import type { CatalogData, CatalogDataCard, CatalogOfferSet } from '@/lib/catalog-cards';
import { sortProducts } from '@/lib/catalog-sort';
import type { PriceSpan } from '@/lib/catalog-price-range';
import { isOfferLive } from '@/lib/offers';
import { formatIcu } from '@/lib/icu';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { PageHeader } from '@/components/page-header/PageHeader';
import type { ProductCardLabels } from '@/components/product-card/ProductCardView';
import type { CatalogBrowserLabels } from './labels';
import { FilterPanel } from './FilterPanel';
import { FilterChips } from './FilterChips';
import { FilteredResults } from './FilteredResults';
import { SortSelect } from './SortSelect';
import { catalogHeading, chosenOfferSet, headingDocumentTitle } from './catalogHeading';
import { pushSearch, subscribeToUrl } from '@/lib/url-change';
import * as styles from './CatalogBrowser.css';
import { fetchJson } from '@/lib/fetch-json';

interface Props {
  locale: Locale;
  /** The page's own heading and lead; the heading then says what the filters show. */
  title: string;
  lead: string;
  /** Page 1 puts its heading and lead into the search index, with this weight (lib/search/weights.ts). */
  searchWeight?: number;
  /** The route's products as JSON (every card, not just this page's). */
  dataUrl: string;
  total: number;
  /** The route's filters: only those its products give options for, in the panel's order. */
  facets: Facet[];
  /** Option counts with no filter chosen, computed at build. */
  counts: FacetCounts;
  /** The route's lowest and highest lari price, computed at build; null hides the price filter. */
  priceSpan: PriceSpan | null;
  offerSets: CatalogOfferSet[];
  labels: CatalogBrowserLabels;
  cardLabels: ProductCardLabels;
  /** What stands between the heading and the results (the banner, the supplies finder link). */
  intro?: ReactNode;
  /** The pre-rendered page of cards and its pager, shown while no filter or sort is chosen. */
  children: ReactNode;
}

/** The page is pre-rendered unfiltered; filtered or sorted views come from the route's JSON. */
export function CatalogBrowser(props: Props) {
  const { locale, dataUrl, total, labels, offerSets, facets } = props;
  // A static page cannot read the query on the server: the server snapshot is empty.
  const query = useSyncExternalStore(
    subscribeToUrl,
    () => window.location.search,
    () => '',
  );
  // Offers that ended since the build no longer narrow anything; checked in the browser.
  const liveSets = useMemo(
    () => (query ? offerSets.filter((set) => isOfferLive(set, new Date())) : []),
    [offerSets, query],
  );
  const filters = useMemo(() => parseFilters(query, facets, liveSets), [query, facets, liveSets]);
  const filtered = !isDefaultFilters(filters);
  const [data, setData] = useState<CatalogDataCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  const results = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!filtered || data) return;
    let cancelled = false;
    fetchJson<CatalogData>(dataUrl)
      .then((json) => {
        if (cancelled) return;
        if (json) setData(json.products);
        else setFailed(true);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [filtered, data, dataUrl]);

  const matches =
    filtered && data
      ? sortProducts(filterProducts(data, filters, liveSets), filters.sort, locale)
      : null;
  const counts = !filtered
    ? props.counts
    : data
      ? facetCounts(data, filters, facets, liveSets)
      : null;
  const span = !filtered ? props.priceSpan : data ? priceSpan(data, filters, liveSets) : null;
  const shown = filtered ? matches?.length : total;
  const offerSet = chosenOfferSet(filters, liveSets);
  const heading = catalogHeading({
    filters,
    base: props.title,
    offerSets: liveSets,
    count: shown,
    labels,
    locale,
  });
  // The static page's <title> names the unfiltered page; it follows the heading here.
  useDocumentTitle(
    (pageTitle) => headingDocumentTitle(pageTitle, props.title, heading),
    [heading, props.title],
  );
  // A new history entry, so the back button walks back through filter changes.
  const update = (next: CatalogFilters) => pushSearch(serializeFilters(next, facets));
  const reset = () => update({ ...defaultFilters, sort: filters.sort });
  // The phone panel's "Show 12 products": the results come into view, and focus with them.
  const showResults = () => {
    results.current?.scrollIntoView({ block: 'start' });
    results.current?.focus({ preventScroll: true });
  };

  return (
    <>
      {/* An offer's view reads the offer's own text and its terms, not the catalogue's lead. */}
      <PageHeader
        title={heading}
        lead={offerSet?.lead ?? props.lead}
        searchWeight={props.searchWeight}
      >
        {offerSet && offerSet.terms.length > 0 ? (
          <ul className={styles.offerTerms} aria-label={labels.offerTerms}>
            {offerSet.terms.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </PageHeader>
      {props.intro}
      <div className={styles.layout} data-panel={facets.length > 0 || !!span}>
        {facets.length > 0 || span ? (
          <FilterPanel
            locale={locale}
            facets={facets}
            filters={filters}
            counts={counts}
            priceSpan={span}
            onRequestCount={data ? onRequestCount(data, filters, liveSets) : 0}
            shown={shown}
            labels={labels}
            onChange={update}
            onShowResults={showResults}
          />
        ) : null}
        <div
          ref={results}
          tabIndex={-1}
          className={styles.results}
          aria-busy={filtered && !data && !failed}
        >
          <div className={styles.resultsBar}>
            <p role="status" className={styles.count}>
              {shown === undefined
                ? failed
                  ? labels.loadError
                  : labels.loading
                : formatIcu(labels.count, { count: shown }, locale)}
            </p>
            <SortSelect
              sort={filters.sort}
              labels={labels}
              onChange={(sort) => update({ ...filters, sort })}
            />
          </div>
          <FilterChips
            locale={locale}
            filters={filters}
            offerSets={liveSets}
            labels={labels}
            onChange={update}
          />
          {!filtered ? (
            props.children
          ) : matches ? (
            <FilteredResults
              key={query}
              matches={matches}
              labels={labels}
              cardLabels={props.cardLabels}
              locale={locale}
              onReset={reset}
            />
          ) : failed ? (
            <button type="button" className={styles.resetButton} onClick={reset}>
              {labels.resetFilters}
            </button>
          ) : null}
        </div>
      </div>
    </>
  );
}
