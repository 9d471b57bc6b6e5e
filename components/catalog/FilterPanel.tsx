'use client';

import { useState } from 'react';
import {
  formatOptions,
  speedOptions,
  typeOptions,
  type CatalogFilters,
  type FacetCounts,
  type FacetName,
} from '@/lib/catalog-filters';
import { fillTemplate } from '@/lib/fill-template';
import type { CatalogBrowserLabels } from './catalogLabels';
import * as styles from './CatalogBrowser.css';

interface Props {
  filters: CatalogFilters;
  /** Null while the catalogue data loads: the options show no count rather than a wrong one. */
  counts: FacetCounts | null;
  labels: CatalogBrowserLabels;
  onChange: (next: CatalogFilters) => void;
}

function optionLabel(facet: FacetName, option: string, labels: CatalogBrowserLabels): string {
  if (option === 'all') return labels.all;
  if (facet === 'type') return option === 'printer' ? labels.printer : labels.multifunction;
  if (facet === 'speed') return fillTemplate(labels.speedOption, { speed: option });
  return option;
}

/** Type, speed and format as native radio groups: keyboard and screen readers work as usual. */
export function FilterPanel({ filters, counts, labels, onChange }: Props) {
  const facets = [
    { name: 'type', legend: labels.typeLegend, options: typeOptions },
    { name: 'speed', legend: labels.speedLegend, options: speedOptions },
    { name: 'format', legend: labels.formatLegend, options: formatOptions },
  ] as const;
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
        {facets.map(({ name, legend, options }) => (
          <fieldset key={name} className={styles.fieldset}>
            <legend className={styles.legend}>{legend}</legend>
            {options.map((option) => {
              const count = counts ? (counts[name] as Record<string, number>)[option] : undefined;
              return (
                <label key={option} className={styles.option}>
                  <input
                    type="radio"
                    name={`filter-${name}`}
                    value={option}
                    checked={filters[name] === option}
                    onChange={() => onChange({ ...filters, [name]: option })}
                  />
                  <span>{optionLabel(name, option, labels)}</span>
                  {count === undefined ? null : (
                    <span className={styles.optionCount}> ({count})</span>
                  )}
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
    </section>
  );
}
