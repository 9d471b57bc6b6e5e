import { z } from 'zod';
import { productSchema, paperFormats } from '@/content/schema';
import { join } from 'node:path';
import { loadSite } from '@/content/load';
import { syntheticProducts } from './synthetic-catalogue.mjs';

// The bench adds synthetic products to the live catalogue, so they must fit its categories.
const { categories } = loadSite(join(process.cwd(), 'content'), () => true);

describe('syntheticProducts (npm run bench -- --products N)', () => {
  const products = syntheticProducts(300);

  it('writes products valid against the content schema, with unique ids', () => {
    expect(() => z.array(productSchema).parse(products)).not.toThrow();
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
  });

  it('uses existing categories and spreads the filter values', () => {
    const slugs = new Set(categories.map((c) => c.slug));
    expect(products.flatMap((p) => p.categories).every((slug) => slugs.has(slug))).toBe(true);
    expect(new Set(products.map((p) => p.speedPpm).filter(Boolean)).size).toBeGreaterThan(1);
    const formats = new Set(products.map((p) => p.format));
    for (const format of paperFormats) expect(formats.has(format)).toBe(true);
    expect(new Set(products.map((p) => p.type)).size).toBeGreaterThanOrEqual(10);
  });

  it('is deterministic', () => {
    expect(syntheticProducts(5)).toEqual(syntheticProducts(5));
  });
});
