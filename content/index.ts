import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { categories } from './data/categories';
import { company } from './data/company';
import { products } from './data/products';
import { loadContent } from './load';

const publicDir = join(process.cwd(), 'public');

/** All site content, validated once per build; a mistake stops the build with file, entry and field. */
export const content = loadContent({ company, categories, products }, (src) =>
  existsSync(join(publicDir, src)),
);

export type { Category, Company, LocalizedText, Product } from './schema';
