'use client';

import type { CatalogFilters } from '@/lib/catalog-filters';
import type { CatalogOfferSet } from '@/lib/catalog-cards';
import { fillTemplate } from '@/lib/fill-template';
import type { CatalogBrowserLabels } from './labels';
import * as styles from './CatalogBrowser.css';

interface Props {
  filters: CatalogFilters;
  offerSets: CatalogOfferSet[];
  labels: CatalogBrowserLabels;
  onChange: (next: CatalogFilters) => void;
}

/** The ?sale= and ?package= choices that came with a link, each removable with one click. */
export function FilterChips({ filters, offerSets, labels, onChange }: Props) {
  const titleOf = (id: string) => offerSets.find((set) => set.id === id)?.title ?? id;
  const chips = [
    filters.sale && {
      key: 'sale',
      label:
        filters.sale === 'all'
          ? labels.saleAllChip
          : fillTemplate(labels.saleChip, { title: titleOf(filters.sale) }),
      remove: () => onChange({ ...filters, sale: null }),
    },
    filters.package && {
      key: 'package',
      label: fillTemplate(labels.packageChip, { title: titleOf(filters.package) }),
      remove: () => onChange({ ...filters, package: null }),
    },
  ].filter((chip) => !!chip);
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={labels.activeFilters}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            onClick={chip.remove}
            aria-label={fillTemplate(labels.removeChip, { label: chip.label })}
          >
            <span>{chip.label}</span>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
