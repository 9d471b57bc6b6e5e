'use client';

import type { CatalogFilters } from '@/lib/catalog-filters';
import type { CatalogOfferSet } from '@/lib/catalog-cards';
import { formatIcu } from '@/lib/icu';
import { formatMoney } from '@/lib/format';
import { noPriceRange, type PriceRange } from '@/lib/catalog-price-range';
import type { CatalogBrowserLabels } from './labels';
import * as styles from './CatalogBrowser.css';

interface Props {
  locale: string;
  filters: CatalogFilters;
  offerSets: CatalogOfferSet[];
  labels: CatalogBrowserLabels;
  onChange: (next: CatalogFilters) => void;
}

/** "Price: ₾100 to ₾9,000", "Price from ₾100", "Price up to ₾9,000"; null without a bound. */
function priceChip(range: PriceRange, labels: CatalogBrowserLabels, locale: string) {
  const money = (amount: number) => formatMoney(amount, 'GEL', locale);
  if (range.min !== null && range.max !== null)
    return formatIcu(labels.priceChipRange, { min: money(range.min), max: money(range.max) });
  if (range.min !== null) return formatIcu(labels.priceChipMin, { min: money(range.min) });
  if (range.max !== null) return formatIcu(labels.priceChipMax, { max: money(range.max) });
  return null;
}

/** The choices the panel shows no radios for (?sale=, ?package=, price), each removable. */
export function FilterChips({ locale, filters, offerSets, labels, onChange }: Props) {
  const price = priceChip(filters.price, labels, locale);
  const titleOf = (id: string) => offerSets.find((set) => set.id === id)?.title ?? id;
  const chips = [
    filters.sale && {
      key: 'sale',
      label:
        filters.sale === 'all'
          ? labels.saleAllChip
          : formatIcu(labels.saleChip, { title: titleOf(filters.sale) }),
      remove: () => onChange({ ...filters, sale: null }),
    },
    filters.package && {
      key: 'package',
      label: formatIcu(labels.packageChip, { title: titleOf(filters.package) }),
      remove: () => onChange({ ...filters, package: null }),
    },
    price && {
      key: 'price',
      label: price,
      remove: () => onChange({ ...filters, price: noPriceRange }),
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
            aria-label={formatIcu(labels.removeChip, { label: chip.label })}
          >
            <span>{chip.label}</span>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
