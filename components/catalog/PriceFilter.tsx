'use client';

import { useId, useState, type FormEvent } from 'react';
import {
  maxPriceFilter,
  priceBound,
  priceRange,
  type PriceRange,
  type PriceSpan,
} from '@/lib/catalog-price-range';
import type { CatalogBrowserLabels } from './labels';
import * as styles from './CatalogBrowser.css';

interface Props {
  locale: string;
  range: PriceRange;
  /** The lari prices on offer: the fields' hints. */
  span: PriceSpan | null;
  labels: Pick<CatalogBrowserLabels, 'priceLegend' | 'priceMin' | 'priceMax' | 'priceApply'>;
  onChange: (range: PriceRange) => void;
}

/**
 * Two whole-lari fields and an Apply button (typing does not reload the list at every digit).
 * An empty field is no bound; products without a lari price are left out only while one is set.
 */
export function PriceFilter({ locale, range, span, labels, onChange }: Props) {
  const id = useId();
  const [min, setMin] = useState(range.min === null ? '' : String(range.min));
  const [max, setMax] = useState(range.max === null ? '' : String(range.max));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(priceRange(priceBound(min.trim() || null), priceBound(max.trim() || null)));
  };
  const hint = (value: number | undefined) =>
    value === undefined ? undefined : new Intl.NumberFormat(locale).format(value);
  const field = (
    end: 'min' | 'max',
    label: string,
    value: string,
    set: (v: string) => void,
    placeholder?: string,
  ) => (
    <div className={styles.priceField}>
      <label htmlFor={`${id}-${end}`}>{label}</label>
      <input
        id={`${id}-${end}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={maxPriceFilter}
        step={1}
        value={value}
        placeholder={placeholder}
        className={styles.priceInput}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );
  return (
    <form onSubmit={submit}>
      <fieldset className={styles.priceFieldset}>
        <legend className={styles.legend}>{labels.priceLegend}</legend>
        {field('min', labels.priceMin, min, setMin, hint(span?.min))}
        {field('max', labels.priceMax, max, setMax, hint(span?.max))}
        <button type="submit" className={styles.priceApply}>
          {labels.priceApply}
        </button>
      </fieldset>
    </form>
  );
}
