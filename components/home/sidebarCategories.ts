import { byOrder } from '@/content/order';
import type { Category, Product } from '@/content/schema';

/**
 * The home page sidebar's catalogue list: the categories the dealer marks for it, and every kind
 * of equipment (UV printers, cutting systems…) that has a product, so that each category a buyer
 * can buy from is one tap from the home page (the segments also have their cards there). In the
 * categories' order; a category without products is left out.
 */
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
