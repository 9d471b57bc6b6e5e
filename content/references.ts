import type {
  Category,
  Company,
  HeroSlide,
  NewsItem,
  Offer,
  Partner,
  Product,
  Service,
  ServiceTopic,
} from './schema';
import { contentFailure } from './validate';

export interface SiteContent {
  company: Company;
  categories: Category[];
  products: Product[];
  heroSlides: HeroSlide[];
  offers: Offer[];
  services: Service[];
  serviceTopics: ServiceTopic[];
  partners: Partner[];
  newsItems: NewsItem[];
}

const files = {
  categories: 'content/data/categories.ts',
  products: 'content/data/products.ts',
  slides: 'content/data/slides.ts',
  offers: 'content/data/offers.ts',
  services: 'content/data/services.ts',
  partners: 'content/data/partners.ts',
  news: 'content/data/news.ts',
};

/** Products name real categories; offers and services name real products and topics. */
export function checkProducts(content: SiteContent) {
  const slugs = new Set(content.categories.map((c) => c.slug));
  const ids = new Set(content.products.map((p) => p.id));
  const topics = new Set(content.serviceTopics.map((t) => t.slug));

  for (const product of content.products) {
    product.categories.forEach((slug, i) => {
      if (!slugs.has(slug))
        contentFailure(files.products, product.id, `categories.${i}`, `unknown category "${slug}"`);
    });
    if (product.features.ka.length !== product.features.en.length) {
      contentFailure(files.products, product.id, 'features', 'ka and en lists differ in length');
    }
  }
  for (const offer of content.offers) {
    offer.products.forEach((id, i) => {
      if (!ids.has(id))
        contentFailure(files.offers, offer.id, `products.${i}`, `unknown product "${id}"`);
    });
    for (const field of ['includes', 'features'] as const) {
      if (offer[field].ka.length !== offer[field].en.length) {
        contentFailure(files.offers, offer.id, field, 'ka and en lists differ in length');
      }
    }
  }
  for (const service of content.services) {
    service.topics.forEach((slug, i) => {
      if (!topics.has(slug))
        contentFailure(
          files.services,
          service.id,
          `topics.${i}`,
          `unknown service topic "${slug}"`,
        );
    });
  }
}

/** Every image a content file names exists in public/. */
export function checkImages(content: SiteContent, imageExists: (src: string) => boolean) {
  const check = (file: string, entry: string, field: string, src: string) => {
    if (!imageExists(src)) contentFailure(file, entry, field, `file public${src} does not exist`);
  };
  for (const c of content.categories) check(files.categories, c.slug, 'image.src', c.image.src);
  for (const p of content.products)
    p.images.forEach((img, i) => check(files.products, p.id, `images.${i}.src`, img.src));
  for (const s of content.heroSlides) check(files.slides, s.id, 'image.src', s.image.src);
  for (const o of content.offers) check(files.offers, o.id, 'image.src', o.image.src);
  for (const p of content.partners) check(files.partners, p.id, 'logo', p.logo);
  for (const n of content.newsItems)
    if (n.image) check(files.news, n.slug, 'image.src', n.image.src);
}
