// Writes synthetic products (bench/lib/synthetic-catalogue.mjs) as content files, the way the
// editor would: one YAML file per product under <contentRoot>/products/. Used by the scale bench
// and the content measurements, always on a temporary copy of content/.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { loadContentModules } from '../../scripts/content/load-content.mjs';
import { syntheticProducts } from './synthetic-catalogue.mjs';

/**
 * Tops the catalogue under contentRoot up to `total` products; returns how many were added.
 * `change` may alter each product before it is written (the bench's photos).
 */
export async function writeSyntheticProducts(contentRoot, total, change = (product) => product) {
  const { toFile, productSchema } = await loadContentModules();
  const folder = join(contentRoot, 'products');
  const real = readdirSync(folder).filter((f) => /\.ya?ml$/.test(f)).length;
  const products = syntheticProducts(Math.max(0, total - real)).map(change);
  for (const product of products)
    writeFileSync(
      join(folder, `${product.id}.yaml`),
      stringify(toFile(productSchema, product), { lineWidth: 100 }),
    );
  return products.length;
}
