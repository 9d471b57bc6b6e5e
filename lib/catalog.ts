import type { Category, Product } from '@/content/schema';

export function findCategory(categories: Category[], slug: string): Category | undefined {
  return categories.find((category) => category.slug === slug);
}

export function productsInCategory(products: Product[], slug: string): Product[] {
  return products.filter((product) => product.categories.includes(slug));
}

export function findProduct(products: Product[], id: string): Product | undefined {
  return products.find((product) => product.id === id);
}

/** Up to `limit` other products of the same type or the same first (main) category. */
export function relatedProducts(products: Product[], product: Product, limit = 4): Product[] {
  const main = product.categories[0];
  // Products of the same kind first (a shredder's are other shredders), then the rest of its main
  // category, each in catalogue order (the sort is stable).
  const closeness = (other: Product) =>
    (other.type === product.type ? 2 : 0) +
    (main !== undefined && other.categories.includes(main) ? 1 : 0);
  return products
    .filter((other) => other.id !== product.id && closeness(other) > 0)
    .sort((a, b) => closeness(b) - closeness(a))
    .slice(0, limit);
}
