/**
 * No sort is the dealer's `order`. Products carry no date, so "new" means tagged `new` first.
 * Lari and euro are not converted (no rate): lari first, then euro, then unpriced. Stable.
 */
import type { Currency } from '@/content/constants';

export const sortKeys = ['relevance', 'name', 'price', 'new'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortKey = 'relevance';

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (sortKeys as readonly string[]).includes(value);
}

/** A product's stated price as a number, for sorting and the price filter. */
export interface PriceValue {
  amount: number;
  currency: Currency;
  /** A starting price ("from ₾12,500"). */
  from?: boolean;
}

/** What sorting looks at; the products arrive in the dealer's order. */
export interface SortableProduct {
  name: string;
  /** Absent or null: no price ("price on request"). */
  priceValue?: PriceValue | null;
  isNew?: boolean;
}

const currencyRank: Record<Currency, number> = { GEL: 0, EUR: 1 };

function byPrice(a: SortableProduct, b: SortableProduct): number {
  const [x, y] = [a.priceValue, b.priceValue];
  if (!x || !y) return (x ? 0 : 1) - (y ? 0 : 1);
  return currencyRank[x.currency] - currencyRank[y.currency] || x.amount - y.amount;
}

/** The products in the chosen order, a new array; `locale` orders names the language's way. */
export function sortProducts<T extends SortableProduct>(
  products: readonly T[],
  sort: SortKey,
  locale: string,
): T[] {
  const list = [...products];
  if (sort === 'name') {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    return list.sort((a, b) => collator.compare(a.name, b.name));
  }
  if (sort === 'price') return list.sort(byPrice);
  if (sort === 'new') return list.sort((a, b) => Number(!!b.isNew) - Number(!!a.isNew));
  return list;
}
