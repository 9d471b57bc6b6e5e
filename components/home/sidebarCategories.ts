import { byOrder } from '@/content/order';
import type { Category, Product } from '@/content/schema';

/** Marked categories and every equipment kind with products, in order; empty ones left out. */
export function sidebarCategories(
  categories: readonly Category[],
  products: readonly Pick<Product, 'categories'>[],
): Category[] {
  const stocked = new Set(products.flatMap((product) => product.categories));
  return categories
    .filter((category) => stocked.has(category.slug))
    .filter((category) => category.inSidebar || category.group === 'kind')
    .sort(byOrder);
}
