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
import { loadContent } from './load';

const publicDir = join(process.cwd(), 'public');

/** All site content, validated once per build; a mistake stops the build with file, entry and field. */
export const content = loadContent(
  {
    company,
    categories,
    products,
    heroSlides,
    offers,
    services,
    serviceTopics,
    partners,
    newsItems,
  },
  (src) => existsSync(join(publicDir, src)),
);

export type {
  Category,
  Company,
  HeroSlide,
  LocalizedText,
  NewsItem,
  Offer,
  Partner,
  Product,
  Service,
  ServiceTopic,
} from './schema';
