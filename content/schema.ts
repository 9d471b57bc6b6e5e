// zod validates content at build time only: this module stays out of client bundles.
import 'server-only';
import { z } from 'zod';
import { isCalendarDate } from './fields/calendar-date';
import { isGeorgianIban, isIdentificationCode } from './fields/invoicing';
import { imageExtensionPattern, imagePathProblem, isImagePath } from './fields/image-file';
import {
  georgianSpecValueMessage,
  georgianTextMessage,
  hasGeorgianWord,
  isGeorgianSpecValue,
} from './fields/georgian-text';
import { dealerWords } from './dealer-words';
import { entryIdMessage, entryIdPattern, maxEntryIdLength } from './fields/entry-id';
import { isPhoneNumber } from './fields/phone-number';
import {
  categoryIcons,
  currencies,
  facetKeys,
  foreignCurrencies,
  galleryTags,
  offerCategories,
  paperFormats,
  productTypes,
  specKeys,
  maxSpeedPpm,
} from './constants';
import { availabilitySchema, moneyAmount, priceSchema, vatSchema } from './terms';

const say = dealerWords('schema');

// The enumerations are part of the content's shape: pages and scripts read them from here too.
export * from './constants';
export * from './terms';

const georgianText = z.string().trim().min(1, say('georgianEmpty'));

/** Text in both site languages; the Georgian has Georgian words (content/fields/georgian-text.ts). */
export const localizedText = z.object({
  ka: georgianText.refine(hasGeorgianWord, georgianTextMessage),
  en: z.string().trim().min(1, say('englishEmpty')),
});
export type LocalizedText = z.infer<typeof localizedText>;

/** A specification's value: its Georgian may also be a value with nothing to translate (A4, 1200 dpi). */
export const specValueText = localizedText.extend({
  ka: georgianText.refine(isGeorgianSpecValue, georgianSpecValueMessage),
});

/** [] when absent: the editor leaves an empty optional field out (omit_empty_optional_fields). */
const maybeEmpty = <T extends z.ZodType>(item: T) => z.array(item).default([]);

/** The editor writes `false` for a switch the file leaves out, so a missing one reads false too. */
const offByDefault = z.boolean().default(false);

/** Position in its list; optional as the editor's Duplicate leaves it empty (then it comes last). */
const order = z.number().int().min(0).optional();

const lines = z.array(z.string().trim().min(1));
const localizedList = z.object({ ka: lines, en: lines });
const localizedParagraphs = z.object({ ka: lines.min(1), en: lines.min(1) });

const slug = z.string().max(maxEntryIdLength, entryIdMessage).regex(entryIdPattern, entryIdMessage);

/**
 * A path inside public/ or a media library URL. The pattern is what the editor and the VS Code
 * schemas see; imagePathProblem adds what a pattern cannot say, so the path never leaves public/.
 */
export const imagePath = z
  .string()
  .regex(
    new RegExp(
      `^(?:/[A-Za-z0-9/_.-]+\\.(?:${imageExtensionPattern})|https://[a-z0-9.-]+/\\S+)$`,
      'i',
    ),
    {
      error: (issue) =>
        (typeof issue.input === 'string' && imagePathProblem(issue.input)) || say('imagePath'),
      abort: true,
    },
  )
  .refine(isImagePath, { error: (issue) => imagePathProblem(String(issue.input)) });

/** External links must be https: no javascript:, data: or plain http. */
export const externalUrl = z
  .string()
  .url(say('absoluteUrl'))
  .regex(/^https:\/\//, say('httpsOnly'));

/** Written without the language prefix: /catalog/office, /contacts?type=… */
export const internalHref = z.string().regex(/^\/(?!\/)[^\s:]*$/, say('sitePath'));

const facebookUrl = externalUrl.refine((value) => {
  const host = URL.canParse(value) ? new URL(value).hostname : '';
  return host === 'facebook.com' || host.endsWith('.facebook.com');
}, say('facebook'));

export const image = z.object({ src: imagePath, alt: localizedText });

const moreThanZero = say('moreThanZero');

/** 24-hour HH:MM, as the site shows it. */
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, say('clockTime'));

const exchangeRateFields = Object.fromEntries(
  foreignCurrencies.map((code) => [code, z.number().positive(moreThanZero).optional()]),
) as Record<(typeof foreignCurrencies)[number], z.ZodOptional<z.ZodNumber>>;

const weekDays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

const openingHours = z
  .object({ days: z.array(z.enum(weekDays)).min(1), opens: clockTime, closes: clockTime })
  .refine((hours) => hours.opens < hours.closes, {
    error: say('closesAfterOpens'),
    path: ['closes'],
  });

const overlappingDays = (hours: { days: string[]; otherDays?: { days: string[] }[] }) => {
  const all = [hours.days, ...(hours.otherDays ?? []).map((other) => other.days)].flat();
  return new Set(all).size < all.length;
};

export const companySchema = z.object({
  name: localizedText,
  legalName: z.string().min(1),
  foundedYear: z.number().int().min(1990).max(2100),
  clients: z.number().int().positive(),
  projects: z.number().int().positive(),
  satisfactionPercent: z.number().int().min(0).max(100),
  dealer: z.object({
    goldSince: z.number().int(),
    exclusiveFrom: z.number().int(),
    exclusiveTo: z.number().int(),
  }),
  phone: z.string().regex(/^\+[0-9 ]{8,20}$/, say('phoneIntl')),
  email: z.string().email(),
  telegram: z.string().regex(/^[A-Za-z0-9_]{5,32}$/, say('telegram')),
  whatsapp: z.string().regex(/^[0-9]{8,15}$/, say('whatsappDigits')),
  address: z.object({
    street: localizedText,
    city: localizedText,
    country: localizedText,
    postalCode: z.string(),
    countryCode: z.string().length(2),
  }),
  /** The usual week and, optionally, days with other hours; a day in neither is a day off. */
  hours: openingHours
    .extend({ otherDays: z.array(openingHours).optional() })
    .refine((hours) => !overlappingDays(hours), {
      error: say('dayTwice'),
      path: ['otherDays'],
    }),
  // Everything below is optional: the site shows each part only when it is set.
  viber: z.string().refine(isPhoneNumber, say('phoneWithCode')).optional(),
  facebook: facebookUrl.optional(),
  geo: z
    .object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
    })
    .optional(),
  landmark: localizedText.optional(),
  parking: localizedText.optional(),
  invoicing: z
    .object({
      legalName: localizedText,
      identificationCode: z.string().refine(isIdentificationCode, say('identificationCode')),
      bank: localizedText.optional(),
      iban: z.string().refine(isGeorgianIban, say('iban')).optional(),
    })
    .optional(),
  /** Lari for one unit of another currency: a price in it then also shows its lari equivalent. */
  exchangeRates: z.object(exchangeRateFields).optional(),
  vat: vatSchema.optional(),
});
export type Company = z.infer<typeof companySchema>;

/** Words buyers type in any language the page may not use; one meaning per line, comma-separated. */
const searchWords = lines.optional();

export const categorySchema = z.object({
  slug: slug.refine((value) => value !== 'page', say('pageReserved')),
  group: z.enum(['segment', 'kind']),
  name: localizedText,
  description: localizedText,
  order,
  icon: z.enum(categoryIcons),
  image,
  inSidebar: z.boolean(),
  /** The catalogue filters, in the panel's order (options come from the products' values). */
  facets: z
    .array(z.enum(facetKeys))
    .refine((keys) => new Set(keys).size === keys.length, say('filterTwice'))
    .default([]),
  keywords: localizedList.optional(),
  /** One brand per line, its spellings comma-separated (lib/search/brands.ts). */
  brandsNotSold: lines.optional(),
  searchWords,
  /** How much its pages count in search results (1 when not given). */
  searchWeight: z.number().min(0.1).max(10).optional(),
  /** The default for its products that say nothing themselves. */
  availability: availabilitySchema.optional(),
  financing: localizedText.optional(),
  hidden: offByDefault,
});
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z.object({
  id: slug,
  order,
  name: localizedText,
  subtitle: localizedText,
  description: localizedText,
  categories: z.array(slug).min(1),
  type: z.enum(productTypes),
  speedPpm: z
    .number()
    .int(say('wholeNumber'))
    .min(1, moreThanZero)
    .max(maxSpeedPpm, say('maxSpeed', { max: String(maxSpeedPpm) }))
    .optional(),
  format: z.enum(paperFormats).optional(),
  images: z.array(image).min(1, say('needsPhoto')),
  features: localizedList,
  specifications: z.array(z.object({ key: z.enum(specKeys), value: specValueText })).min(1),
  documents: maybeEmpty(z.object({ title: localizedText, url: externalUrl })),
  videos: z.array(z.object({ title: localizedText, url: externalUrl })).optional(),
  tags: maybeEmpty(z.enum(galleryTags)),
  featured: offByDefault,
  /** For supplies: the ids of the devices they fit. */
  compatibleWith: maybeEmpty(slug),
  price: priceSchema.optional(),
  availability: availabilitySchema.optional(),
  financing: localizedText.optional(),
  rentable: offByDefault,
  hidden: offByDefault,
});
export type Product = z.infer<typeof productSchema>;

const callToAction = z.object({ label: localizedText, href: internalHref });

export const heroSlideSchema = z.object({
  id: slug,
  order,
  type: z.enum(['content', 'image', 'product', 'service']),
  image,
  content: z
    .object({ title: localizedText, subtitle: localizedText, cta: callToAction })
    .optional(),
});

/** A day, YYYY-MM-DD: the editor gives it a calendar (known by this object). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, say('dateFormat'))
  .refine(isCalendarDate, say('calendarDate'));
const amount = moneyAmount.nonnegative();

export const offerSchema = z
  .object({
    id: slug,
    order,
    type: z.enum(['promotion', 'discount', 'seasonal', 'bundle']),
    category: z.enum(offerCategories),
    title: localizedText,
    subtitle: localizedText,
    description: localizedText,
    badge: localizedText,
    discountPercent: z.number().int().min(1).max(90).optional(),
    /** Last day shown (inclusive, Tbilisi time). */
    validUntil: isoDate.optional(),
    minQuantity: z.number().int().positive().optional(),
    requirements: localizedText.optional(),
    /** Set, the discounted price is shown only as that group's price, never as everyone's. */
    eligibility: localizedText.optional(),
    season: localizedText.optional(),
    originalPrice: amount.optional(),
    bundlePrice: amount.optional(),
    currency: z.enum(currencies).default('GEL'),
    image,
    includes: localizedList,
    features: localizedList,
    products: maybeEmpty(slug),
    cta: callToAction,
    hidden: offByDefault,
  })
  .refine((offer) => (offer.originalPrice === undefined) === (offer.bundlePrice === undefined), {
    message: say('bundleTogether'),
    path: ['bundlePrice'],
  })
  .refine((offer) => offer.bundlePrice === undefined || offer.bundlePrice! < offer.originalPrice!, {
    message: say('bundleLower'),
    path: ['bundlePrice'],
  })
  .refine(
    (offer) =>
      offer.discountPercent === undefined ||
      (offer.requirements === undefined && offer.minQuantity === undefined) ||
      offer.eligibility !== undefined,
    {
      message: say('discountAudience'),
      path: ['eligibility'],
    },
  );
export type Offer = z.infer<typeof offerSchema>;

export const serviceTopicSchema = z.object({
  slug: slug.refine((value) => value !== 'request', say('requestReserved')),
  order,
  title: localizedText,
  summary: localizedText,
  body: localizedParagraphs,
  features: localizedList,
  cta: callToAction,
  searchWords,
});
export type ServiceTopic = z.infer<typeof serviceTopicSchema>;

export const serviceSchema = z.object({
  id: slug,
  order,
  icon: z.enum(['maintenance', 'rental', 'consumables']),
  title: localizedText,
  subtitle: localizedText,
  description: localizedText,
  features: localizedList,
  cta: callToAction,
  topics: maybeEmpty(slug),
  searchWords,
});
export type Service = z.infer<typeof serviceSchema>;

export const partnerSchema = z.object({
  id: slug,
  order,
  name: z.string().trim().min(1),
  url: externalUrl,
  logo: imagePath,
  onHome: z.boolean(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const newsItemSchema = z.object({
  slug,
  /** The item appears from this day on; after validUntil the daily rebuild takes it out. */
  date: isoDate,
  validUntil: isoDate.optional(),
  title: localizedText,
  summary: localizedText,
  body: localizedParagraphs,
  image: image.optional(),
  hidden: offByDefault,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A page of the dealer's terms at /info/{slug}/: plain text in sections, no HTML. */
export const infoPageSchema = z.object({
  slug,
  order,
  title: localizedText,
  summary: localizedText,
  sections: z
    .array(z.object({ heading: localizedText, paragraphs: localizedParagraphs }))
    .min(1, say('needsSection')),
  /** A sample text: the page says the dealer replaces it. */
  sample: offByDefault,
  searchWords,
});
export type InfoPage = z.infer<typeof infoPageSchema>;

const rentalPlanSchema = z.object({
  id: slug,
  name: localizedText,
  monthlyPrice: moneyAmount.positive(moreThanZero).optional(),
  pagesIncluded: z.number().int().min(0),
  extraPagePrice: moneyAmount.nonnegative(),
  minimumMonths: z.number().int().min(1).max(120),
  features: localizedList.optional(),
});
export type RentalPlan = z.infer<typeof rentalPlanSchema>;

const rentalSchema = z.object({
  intro: localizedText,
  plans: z
    .array(rentalPlanSchema)
    .min(1, say('needsPlan'))
    .refine((plans) => new Set(plans.map((p) => p.id)).size === plans.length, say('planTwice')),
  terms: localizedList.optional(),
});

/** Where the engineers travel: the service request offers these cities, the first pre-selected. */
const serviceAreaSchema = z.object({
  cities: z
    .array(z.object({ name: localizedText, note: localizedText.optional() }))
    .min(1, say('needsCity')),
  terms: localizedParagraphs,
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/** What the dealer neither sells nor services: a search naming one says so (lib/search/brands.ts). */
const searchSettingsSchema = z.object({
  notSold: lines.optional(),
});

/** What happens next, per kind of request, in the customer's e-mail (worker/answer-email.ts). */
const requestAnswersSchema = z.object({
  contact: localizedText,
  quote: localizedText,
  service: localizedText,
  meter: localizedText,
});
export type RequestAnswers = z.infer<typeof requestAnswersSchema>;

/** Content kept in one file each: its file under content/ and its schema. */
export const singleFiles = {
  company: { file: 'company.yaml', schema: companySchema },
  rental: { file: 'rental.yaml', schema: rentalSchema },
  serviceArea: { file: 'service-area.yaml', schema: serviceAreaSchema },
  search: { file: 'search.yaml', schema: searchSettingsSchema },
  requestAnswers: { file: 'request-answers.yaml', schema: requestAnswersSchema },
} as const;

/** Each collection: its folder under content/ (one YAML file per entry) and the field naming it. */
export const collections = {
  categories: { folder: 'categories', schema: categorySchema, idField: 'slug' },
  products: { folder: 'products', schema: productSchema, idField: 'id' },
  heroSlides: { folder: 'slides', schema: heroSlideSchema, idField: 'id' },
  offers: { folder: 'offers', schema: offerSchema, idField: 'id' },
  services: { folder: 'services', schema: serviceSchema, idField: 'id' },
  serviceTopics: { folder: 'service-topics', schema: serviceTopicSchema, idField: 'slug' },
  partners: { folder: 'partners', schema: partnerSchema, idField: 'id' },
  newsItems: { folder: 'news', schema: newsItemSchema, idField: 'slug' },
  pages: { folder: 'pages', schema: infoPageSchema, idField: 'slug' },
} as const;
export type CollectionName = keyof typeof collections;

export type SiteContent = {
  [K in CollectionName]: z.infer<(typeof collections)[K]['schema']>[];
} & { [K in keyof typeof singleFiles]: z.infer<(typeof singleFiles)[K]['schema']> };
