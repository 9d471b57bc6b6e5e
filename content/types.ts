import type { z } from 'zod';
import type {
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

/** What a content file may contain before validation (the dealer edits these shapes). */
export type CompanyInput = z.input<typeof companySchema>;
export type CategoryInput = z.input<typeof categorySchema>;
export type ProductInput = z.input<typeof productSchema>;
export type HeroSlideInput = z.input<typeof heroSlideSchema>;
export type OfferInput = z.input<typeof offerSchema>;
export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceTopicInput = z.input<typeof serviceTopicSchema>;
export type PartnerInput = z.input<typeof partnerSchema>;
export type NewsItemInput = z.input<typeof newsItemSchema>;
