import { z } from 'zod';
import {
  categorySchema,
  companySchema,
  productSchema,
  type Category,
  type Company,
  type Product,
} from './schema';
import { contentFailure, parseContent } from './validate';

export interface RawContent {
  company: unknown;
  categories: unknown;
  products: unknown;
}

export interface SiteContent {
  company: Company;
  categories: Category[];
  products: Product[];
}

export const contentFiles = {
  company: 'content/data/company.ts',
  categories: 'content/data/categories.ts',
  products: 'content/data/products.ts',
} as const;

function assertUnique<T>(file: string, items: T[], key: (item: T) => string, field: string) {
  const seen = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) contentFailure(file, value, field, `duplicate ${field} "${value}"`);
    seen.add(value);
  }
}

/**
 * Validate every content file and the references between them. `imageExists` checks a public/
 * path so a typo in an image name fails the build instead of shipping a broken picture.
 */
export function loadContent(raw: RawContent, imageExists: (src: string) => boolean): SiteContent {
  const company = parseContent(contentFiles.company, companySchema, raw.company);
  const categories = parseContent(contentFiles.categories, z.array(categorySchema), raw.categories);
  const products = parseContent(contentFiles.products, z.array(productSchema), raw.products);

  assertUnique(contentFiles.categories, categories, (c) => c.slug, 'slug');
  assertUnique(contentFiles.products, products, (p) => p.id, 'id');

  const slugs = new Set(categories.map((c) => c.slug));
  for (const category of categories) {
    if (!imageExists(category.image.src)) {
      contentFailure(
        contentFiles.categories,
        category.slug,
        'image.src',
        `file public${category.image.src} does not exist`,
      );
    }
  }
  for (const product of products) {
    product.categories.forEach((slug, i) => {
      if (!slugs.has(slug)) {
        contentFailure(
          contentFiles.products,
          product.id,
          `categories.${i}`,
          `unknown category "${slug}"`,
        );
      }
    });
    product.images.forEach((image, i) => {
      if (!imageExists(image.src)) {
        contentFailure(
          contentFiles.products,
          product.id,
          `images.${i}.src`,
          `file public${image.src} does not exist`,
        );
      }
    });
    if (product.features.ka.length !== product.features.en.length) {
      contentFailure(
        contentFiles.products,
        product.id,
        'features',
        'ka and en lists differ in length',
      );
    }
  }
  return { company, categories, products };
}
