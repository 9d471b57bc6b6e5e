import type { Category, Product } from '@/content/schema';

export function findCategory(categories: Category[], slug: string): Category | undefined {
  return categories.find((category) => category.slug === slug);
}

export function productsInCategory(products: Product[], slug: string): Product[] {
  return products.filter((product) => product.categories.includes(slug));
}

/** Product types filed under their kind of category (Supplies, Accessories), not under the devices they fit. */
const filedByKind: readonly Product['type'][] = ['supply', 'accessory'];

/** Its first category, but a supply listed under a segment is filed under its kind (Supplies). */
export function mainCategory(categories: Category[], product: Product): Category | undefined {
  const own = product.categories
    .map((slug) => findCategory(categories, slug))
    .filter((category): category is Category => category !== undefined);
  const byKind = filedByKind.includes(product.type)
    ? own.find((category) => category.group === 'kind')
    : undefined;
  return byKind ?? own[0];
}

export function findProduct(products: Product[], id: string): Product | undefined {
  return products.find((product) => product.id === id);
}

/** Up to `limit` other products of the same type or the same first (main) category. */
export function relatedProducts(products: Product[], product: Product, limit = 4): Product[] {
  const main = product.categories[0];
  // Same kind first, then the rest of its main category, in catalogue order (stable sort).
  const closeness = (other: Product) =>
    (other.type === product.type ? 2 : 0) +
    (main !== undefined && other.categories.includes(main) ? 1 : 0);
  return products
    .filter((other) => other.id !== product.id && closeness(other) > 0)
    .sort((a, b) => closeness(b) - closeness(a))
    .slice(0, limit);
}
