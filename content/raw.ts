import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { categories } from './data/categories';
import { company } from './data/company';
import { newsItems } from './data/news';
import { offers } from './data/offers';
import { partners } from './data/partners';
import { products } from './data/products';
import { services, serviceTopics } from './data/services';
import { heroSlides } from './data/slides';
import type { RawContent } from './load';

/** The content files as the dealer wrote them, before validation. */
export const rawContent: RawContent = {
  company,
  categories,
  products,
  heroSlides,
  offers,
  services,
  serviceTopics,
  partners,
  newsItems,
};

/** Whether a /path names a file in public/. */
export function publicFileExists(src: string): boolean {
  return existsSync(join(process.cwd(), 'public', src));
}
