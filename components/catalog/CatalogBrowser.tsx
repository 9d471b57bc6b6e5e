'use client';

import type { Locale } from '@/i18n/routing';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  defaultFilters,
  facetCounts,
  filterProducts,
  isDefaultFilters,
  parseFilters,
  serializeFilters,
  type CatalogFilters,
  type Facet,
  type FacetCounts,
} from '@/lib/catalog-filters';
import type { CatalogData, CatalogDataCard, CatalogOfferSet } from '@/lib/catalog-cards';
import { isOfferLive } from '@/lib/offers';
import { pluralLabel } from '@/lib/plural-label';
import type { ProductCardLabels } from '@/components/product-card/ProductCardView';
import type { CatalogBrowserLabels } from './labels';
import { FilterPanel } from './FilterPanel';
import { FilterChips } from './FilterChips';
import { FilteredResults } from './FilteredResults';
import { pushQuery, useUrlQuery } from './urlQuery';
import * as styles from './CatalogBrowser.css';
import { fetchJson } from '@/lib/fetch-json';

interface Props {
  locale: Locale;
  /** The route's products as JSON (every card, not just this page's). */
  dataUrl: string;
  total: number;
  /** The route's filters: only those its products give options for, in the panel's order. */
  facets: Facet[];
  /** Option counts with no filter chosen, computed at build. */
  counts: FacetCounts;
  offerSets: CatalogOfferSet[];
  labels: CatalogBrowserLabels;
  cardLabels: ProductCardLabels;
  /** The pre-rendered page of cards and its pager, shown while no filter is chosen. */
  children: ReactNode;
}

/**
 * The catalogue's filters. The page is pre-rendered unfiltered; the query is read here in the
 * browser, and a filtered view is computed from the route's static JSON.
 */
export function CatalogBrowser(props: Props) {
  const { locale, dataUrl, total, labels, offerSets, facets } = props;
  const query = useUrlQuery();
  // Offers that ended since the build no longer narrow anything; checked in the browser.
  const liveSets = useMemo(
    () => (query ? offerSets.filter((set) => isOfferLive(set, new Date())) : []),
    [offerSets, query],
  );
  const filters = useMemo(() => parseFilters(query, facets, liveSets), [query, facets, liveSets]);
  const filtered = !isDefaultFilters(filters);
  const [data, setData] = useState<CatalogDataCard[] | null>(null);
  const [failed, setFailed] = useState(false);

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

  const matches = filtered && data ? filterProducts(data, filters, liveSets) : null;
  const counts = !filtered
    ? props.counts
    : data
      ? facetCounts(data, filters, facets, liveSets)
      : null;
  const shown = filtered ? matches?.length : total;
  const update = (next: CatalogFilters) => pushQuery(serializeFilters(next, facets));
  const reset = () => update(defaultFilters);

  return (
    <div className={styles.layout} data-panel={facets.length > 0}>
      {facets.length > 0 ? (
        <FilterPanel
          facets={facets}
          filters={filters}
          counts={counts}
          labels={labels}
          onChange={update}
        />
      ) : null}
      <div className={styles.results} aria-busy={filtered && !data && !failed}>
        <p role="status" className={styles.count}>
          {shown === undefined
            ? failed
              ? labels.loadError
              : labels.loading
            : pluralLabel(locale, shown, labels.count)}
        </p>
        <FilterChips filters={filters} offerSets={liveSets} labels={labels} onChange={update} />
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
  );
}
