'use client';

import { useState } from 'react';
import { flushSync } from 'react-dom';
import {
  withChoice,
  withToggled,
  type CatalogFilters,
  type Facet,
  type FacetCounts,
} from '@/lib/catalog-filters';
import type { PriceSpan } from '@/lib/catalog-price-range';
import { formatIcu } from '@/lib/icu';
import type { CatalogBrowserLabels } from './labels';
import { PriceFilter } from './PriceFilter';
import * as styles from './CatalogBrowser.css';

interface Props {
  locale: string;
  /** The route's filters and options, labelled in the page language. */
  facets: Facet[];
  filters: CatalogFilters;
  /** Null while the catalogue data loads: the options show no count rather than a wrong one. */
  counts: FacetCounts | null;
  /** The lari prices the other filters leave; null hides the price filter. */
  priceSpan: PriceSpan | null;
  /** Products the other filters leave that have no lari price (the price filter's note). */
  onRequestCount?: number;
  /** How many products the choices leave; undefined while the data loads. */
  shown: number | undefined;
  labels: CatalogBrowserLabels;
  onChange: (next: CatalogFilters) => void;
  /** After the phone panel's "Show 12 products": the results come into view. */
  onShowResults: () => void;
}

/** A facet none of the products left has any option of (speed among shredders): not shown. */
function applies(facet: Facet, filters: CatalogFilters, counts: FacetCounts | null): boolean {
  const options = counts?.[facet.id]?.options;
  if (!options || filters.chosen[facet.id] !== undefined) return true;
  return Object.values(options).some((count) => count > 0);
}

/** Options matching nothing are unlisted unless ticked (to untick); empty facets are hidden. */
export function FilterPanel(props: Props) {
  const { facets, filters, counts, labels, onChange } = props;
  // On phones the groups fold away so the cards come first.
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="catalog-filters" className={styles.panel}>
      <h2 id="catalog-filters" className={styles.panelHeading}>
        {labels.filtersHeading}
      </h2>
      <button
        type="button"
        className={styles.panelToggle}
        aria-expanded={open}
        aria-controls="catalog-filter-groups"
        onClick={() => setOpen(!open)}
      >
        {open ? labels.hideFilters : labels.showFilters}
      </button>
      <div id="catalog-filter-groups" className={styles.groups} data-open={open}>
        {facets
          .filter((facet) => applies(facet, filters, counts))
          .map((facet) => {
            const chosen = filters.chosen[facet.id] ?? [];
            const facetCount = counts?.[facet.id];
            const countOf = (value: string | null) =>
              value === null ? facetCount?.all : facetCount?.options[value];
            // "All" always stays: it is the way back from any choice.
            const options = [{ value: null, label: labels.all }, ...facet.options].filter(
              ({ value }) => value === null || chosen.includes(value) || countOf(value) !== 0,
            );
            return (
              <fieldset key={facet.id} className={styles.fieldset}>
                <legend className={styles.legend}>{facet.legend}</legend>
                {options.map(({ value, label }) => {
                  const count = countOf(value);
                  const checked = value === null ? chosen.length === 0 : chosen.includes(value);
                  return (
                    <label key={value ?? ''} className={styles.option}>
                      <input
                        type="checkbox"
                        name={value === null ? undefined : facet.id}
                        value={value ?? 'all'}
                        checked={checked}
                        onChange={(event) =>
                          onChange(
                            value === null
                              ? withChoice(filters, facet.id, null)
                              : withToggled(filters, facet.id, value, event.target.checked),
                          )
                        }
                      />
                      <span>{label}</span>
                      {count === undefined ? null : (
                        <span className={styles.optionCount}> ({count})</span>
                      )}
                    </label>
                  );
                })}
              </fieldset>
            );
          })}
        {props.priceSpan || filters.price.min !== null || filters.price.max !== null ? (
          <PriceFilter
            key={`${filters.price.min}-${filters.price.max}`}
            locale={props.locale}
            range={filters.price}
            span={props.priceSpan}
            labels={labels}
            onRequest={{ count: props.onRequestCount ?? 0, hidden: !!filters.hideOnRequest }}
            onChange={(price, hideOnRequest) => onChange({ ...filters, price, hideOnRequest })}
          />
        ) : null}
        {/* Phones: the panel says how many products the choices leave, and closes onto them. */}
        <button
          type="button"
          className={styles.showResults}
          disabled={props.shown === undefined}
          onClick={() => {
            // Closed first: scrolled with the panel open, the page overshot the first cards.
            flushSync(() => setOpen(false));
            props.onShowResults();
          }}
        >
          {props.shown === undefined
            ? labels.loading
            : formatIcu(labels.showResults, { count: props.shown }, props.locale)}
        </button>
      </div>
    </section>
  );
}
