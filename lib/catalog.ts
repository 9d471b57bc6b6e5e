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

/** Up to `limit` other products sharing the product's first (main) category, in catalogue order. */
export function relatedProducts(products: Product[], product: Product, limit = 4): Product[] {
  const main = product.categories[0];
  return products
    .filter(
      (other) => other.id !== product.id && main !== undefined && other.categories.includes(main),
    )
    .slice(0, limit);
}
