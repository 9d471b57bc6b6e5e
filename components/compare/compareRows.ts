/** One product as the compare table shows it: read from its own page (see productPageData.ts). */
export interface ComparedProduct {
  id: string;
  name: string;
  image: { src: string; alt: string } | null;
  /** "₾8,900", or null for "price on request". */
  price: string | null;
  specs: Record<string, string>;
}

export interface CompareRow {
  key: string;
  /** One value per product, in column order; null where the product does not state it. */
  values: (string | null)[];
  /** The products do not all say the same (a missing value differs from a stated one). */
  differs: boolean;
}

/** Spaces and case do not make values different ("1200 dpi" and "1200  DPI" are the same). */
const comparable = (value: string | null) =>
  value === null ? null : value.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every key some product states, in the catalogue's order (unknown keys last, alphabetically). */
export function compareRows(
  products: readonly ComparedProduct[],
  keyOrder: readonly string[],
): CompareRow[] {
  const keys = new Set(products.flatMap((product) => Object.keys(product.specs)));
  const rank = (key: string) => {
    const index = keyOrder.indexOf(key);
    return index === -1 ? keyOrder.length : index;
  };
  return [...keys]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((key) => {
      const values = products.map((product) => product.specs[key] ?? null);
      const first = comparable(values[0] ?? null);
      return {
        key,
        values,
        differs: products.length > 1 && values.some((value) => comparable(value) !== first),
      };
    });
}

/** Rows to show: all, or only those that differ. */
export const visibleRows = (rows: readonly CompareRow[], onlyDifferences: boolean) =>
  onlyDifferences ? rows.filter((row) => row.differs) : [...rows];
