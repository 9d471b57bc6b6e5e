'use client';

import { useId, type FormEvent } from 'react';
import {
  hasPriceRange,
  maxPriceFilter,
  priceBound,
  priceRange,
  type PriceRange,
  type PriceSpan,
} from '@/lib/catalog-price-range';
import { formatIcu } from '@/lib/icu';
import type { CatalogBrowserLabels } from './labels';
import * as styles from './CatalogBrowser.css';
import * as own from './PriceFilter.css';

interface Props {
  locale: string;
  range: PriceRange;
  /** The lari prices on offer: the fields' hints. */
  span: PriceSpan | null;
  /** The products the other filters leave without a lari price, and whether they are left out. */
  onRequest?: { count: number; hidden: boolean };
  labels: Pick<
    CatalogBrowserLabels,
    'priceLegend' | 'priceMin' | 'priceMax' | 'priceApply' | 'onRequest'
  >;
  onChange: (range: PriceRange, hideOnRequest: boolean) => void;
}

/** Applied by button; uncontrolled, read at submit, so typing before hydration counts. */
export function PriceFilter({ locale, range, span, onRequest, labels, onChange }: Props) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const bound = (name: string) => priceBound(String(form.get(name) ?? '').trim() || null);
    onChange(priceRange(bound('priceMin'), bound('priceMax')), form.get('onRequest') === 'hide');
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
  const words = labels.onRequest;
  const count = onRequest?.count ?? 0;
  const hidden = onRequest?.hidden === true;
  return (
    // Keyed by the applied range, so removing its chip empties the fields.
    <form key={`${range.min}-${range.max}-${hidden}`} onSubmit={submit}>
      <fieldset className={styles.priceFieldset}>
        <legend className={styles.legend}>{labels.priceLegend}</legend>
        {field('min', labels.priceMin, range.min, hint(span?.min))}
        {field('max', labels.priceMax, range.max, hint(span?.max))}
        {/* Always in the pre-rendered form: it works before the catalogue has loaded. */}
        <label className={own.onRequestBox}>
          <input type="checkbox" name="onRequest" value="hide" defaultChecked={hidden} />{' '}
          {words.hide}
        </label>
        <button type="submit" className={styles.priceApply}>
          {labels.priceApply}
        </button>
        {count > 0 && hasPriceRange(range) ? (
          <p className={own.onRequestNote} data-on-request={hidden ? 'hidden' : 'shown'}>
            {formatIcu(hidden ? words.hidden : words.shown, { count }, locale)}{' '}
            {hidden ? (
              <button
                type="button"
                className={own.onRequestInclude}
                onClick={() => onChange(range, false)}
              >
                {words.include}
              </button>
            ) : null}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
