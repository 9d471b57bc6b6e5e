import { loadContent } from './load';
import { publicFileExists, rawContent } from './raw';

/** All site content, validated once per build; a mistake stops the build with file, entry and field. */
export const content = loadContent(rawContent, publicFileExists);

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
