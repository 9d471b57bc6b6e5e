'use client';

import { useState } from 'react';
import {
  withChoice,
  type CatalogFilters,
  type Facet,
  type FacetCounts,
} from '@/lib/catalog-filters';
import type { CatalogBrowserLabels } from './labels';
import * as styles from './CatalogBrowser.css';

interface Props {
  /** The route's filters and options, labelled in the page language. */
  facets: Facet[];
  filters: CatalogFilters;
  /** Null while the catalogue data loads: the options show no count rather than a wrong one. */
  counts: FacetCounts | null;
  labels: CatalogBrowserLabels;
  onChange: (next: CatalogFilters) => void;
}

/**
 * One native radio group per facet, "All" first: keyboard and screen readers work as usual. An
 * option no product would match alongside the other choices keeps its place and its (0) but is
 * disabled, so it cannot lead to an empty list.
 */
export function FilterPanel({ facets, filters, counts, labels, onChange }: Props) {
  // On phones the groups fold away behind a toggle so the cards come first; wider screens
  // always show them (the toggle is hidden there).
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
        {facets.map((facet) => {
          const chosen = filters.chosen[facet.id] ?? null;
          const facetCount = counts?.[facet.id];
          const options = [{ value: null, label: labels.all }, ...facet.options];
          return (
            <fieldset key={facet.id} className={styles.fieldset}>
              <legend className={styles.legend}>{facet.legend}</legend>
              {options.map(({ value, label }) => {
                const count =
                  value === null ? facetCount?.all : (facetCount?.options[value] ?? undefined);
                const checked = chosen === value;
                // "All" always stays available: it is the way back from any choice.
                const disabled = value !== null && count === 0 && !checked;
                return (
                  <label key={value ?? ''} className={styles.option} data-disabled={disabled}>
                    <input
                      type="radio"
                      name={`filter-${facet.id}`}
                      value={value ?? 'all'}
                      checked={checked}
                      disabled={disabled}
                      onChange={() => onChange(withChoice(filters, facet.id, value))}
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
      </div>
    </section>
  );
}
