'use client';

import { useId, type FormEvent } from 'react';
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
 * The fields are uncontrolled and read at submit, so digits typed before the island hydrated
 * count; without JavaScript the form reloads the page with ?priceMin=&priceMax=, which it reads.
 */
export function PriceFilter({ locale, range, span, labels, onChange }: Props) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const bound = (name: string) => priceBound(String(form.get(name) ?? '').trim() || null);
    onChange(priceRange(bound('priceMin'), bound('priceMax')));
  };
  const hint = (value: number | undefined) =>
    value === undefined ? undefined : new Intl.NumberFormat(locale).format(value);
  const field = (end: 'min' | 'max', label: string, value: number | null, placeholder?: string) => (
    <div className={styles.priceField}>
      <label htmlFor={`${id}-${end}`}>{label}</label>
      <input
        id={`${id}-${end}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={maxPriceFilter}
        step={1}
        name={end === 'min' ? 'priceMin' : 'priceMax'}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className={styles.priceInput}
      />
    </div>
  );
  return (
    // Keyed by the applied range, so removing its chip empties the fields.
    <form key={`${range.min}-${range.max}`} onSubmit={submit}>
      <fieldset className={styles.priceFieldset}>
        <legend className={styles.legend}>{labels.priceLegend}</legend>
        {field('min', labels.priceMin, range.min, hint(span?.min))}
        {field('max', labels.priceMax, range.max, hint(span?.max))}
        <button type="submit" className={styles.priceApply}>
          {labels.priceApply}
        </button>
      </fieldset>
    </form>
  );
}
