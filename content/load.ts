import { z } from 'zod';
import { isExportedPath, sitePaths } from '@/lib/site-routes';
import {
  categorySchema,
  companySchema,
  heroSlideSchema,
  newsItemSchema,
  offerSchema,
  partnerSchema,
  productSchema,
  serviceSchema,
  serviceTopicSchema,
} from './schema';
import { contentFailure, parseContent } from './validate';
import { checkImages, checkProducts, type SiteContent } from './references';

export type { SiteContent } from './references';

export type RawContent = Record<keyof typeof contentFiles, unknown>;

export const contentFiles = {
  company: 'content/data/company.ts',
  categories: 'content/data/categories.ts',
  products: 'content/data/products.ts',
  heroSlides: 'content/data/slides.ts',
  offers: 'content/data/offers.ts',
  services: 'content/data/services.ts',
  serviceTopics: 'content/data/services.ts',
  partners: 'content/data/partners.ts',
  newsItems: 'content/data/news.ts',
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
  const f = contentFiles;
  const content: SiteContent = {
    company: parseContent(f.company, companySchema, raw.company),
    categories: parseContent(f.categories, z.array(categorySchema), raw.categories),
    products: parseContent(f.products, z.array(productSchema), raw.products),
    heroSlides: parseContent(f.heroSlides, z.array(heroSlideSchema), raw.heroSlides),
    offers: parseContent(f.offers, z.array(offerSchema), raw.offers),
    services: parseContent(f.services, z.array(serviceSchema), raw.services),
    serviceTopics: parseContent(f.serviceTopics, z.array(serviceTopicSchema), raw.serviceTopics),
    partners: parseContent(f.partners, z.array(partnerSchema), raw.partners),
    newsItems: parseContent(f.newsItems, z.array(newsItemSchema), raw.newsItems),
  };

  assertUnique(f.categories, content.categories, (c) => c.slug, 'slug');
  assertUnique(f.products, content.products, (p) => p.id, 'id');
  assertUnique(f.heroSlides, content.heroSlides, (s) => s.id, 'id');
  assertUnique(f.offers, content.offers, (o) => o.id, 'id');
  assertUnique(f.services, content.services, (s) => s.id, 'id');
  assertUnique(f.serviceTopics, content.serviceTopics, (t) => t.slug, 'slug');
  assertUnique(f.partners, content.partners, (p) => p.id, 'id');
  assertUnique(f.newsItems, content.newsItems, (n) => n.slug, 'slug');

  checkProducts(content);
  checkImages(content, imageExists);
  checkLinks(content);
  return content;
}

/** Every internal link in content must name a page the export contains. */
function checkLinks(content: SiteContent) {
  const paths = new Set(sitePaths(content));
  const check = (file: string, entry: string, field: string, href: string) => {
    if (!isExportedPath(href, paths))
      contentFailure(file, entry, field, `link "${href}" is not a page of the site`);
  };
  for (const slide of content.heroSlides) {
    if (slide.content)
      check(contentFiles.heroSlides, slide.id, 'content.cta.href', slide.content.cta.href);
  }
  for (const offer of content.offers)
    check(contentFiles.offers, offer.id, 'cta.href', offer.cta.href);
  for (const service of content.services)
    check(contentFiles.services, service.id, 'cta.href', service.cta.href);
  for (const topic of content.serviceTopics)
    check(contentFiles.serviceTopics, topic.slug, 'cta.href', topic.cta.href);
}
