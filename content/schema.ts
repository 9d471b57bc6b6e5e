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
import { both } from './fields/two-languages';
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

// The enumerations are part of the content's shape: pages and scripts read them from here too.
export * from './constants';
export * from './terms';

const georgianText = z
  .string()
  .trim()
  .min(1, both('ქართული ტექსტი ცარიელია', 'Georgian text is empty'));
const englishText = z
  .string()
  .trim()
  .min(1, both('ინგლისური ტექსტი ცარიელია', 'English text is empty'));

/** Text in both site languages; the Georgian has Georgian words (content/fields/georgian-text.ts). */
export const localizedText = z.object({
  ka: georgianText.refine(hasGeorgianWord, georgianTextMessage),
  en: englishText,
});
export type LocalizedText = z.infer<typeof localizedText>;

/** A specification's value: its Georgian may also be a value with nothing to translate (A4, 1200 dpi). */
export const specValueText = z.object({
  ka: georgianText.refine(isGeorgianSpecValue, georgianSpecValueMessage),
  en: englishText,
});

/**
 * A list that may be empty, read as [] when absent: the editor leaves an empty optional field
 * out of the file (output.omit_empty_optional_fields).
 */
const maybeEmpty = <T extends z.ZodType>(item: T) => z.array(item).default([]);

/**
 * An on/off switch, off unless set: the editor writes `false` for a switch the file leaves out
 * (content/cms/editor-form.ts), so a missing one reads as false too.
 */
const offByDefault = z.boolean().default(false);

/**
 * Position in its list (ascending); the editor sorts by it too. Optional: the editor's Duplicate
 * leaves it empty on a collection it can reorder, and an entry without one comes last.
 */
const order = z.number().int().min(0).optional();

export const localizedList = z.object({
  ka: z.array(z.string().trim().min(1)),
  en: z.array(z.string().trim().min(1)),
});

/** Paragraphs of a page body, in both languages. */
const localizedParagraphs = z.object({
  ka: z.array(z.string().trim().min(1)).min(1),
  en: z.array(z.string().trim().min(1)).min(1),
});

const slug = z.string().max(maxEntryIdLength, entryIdMessage).regex(entryIdPattern, entryIdMessage);

/**
 * A path inside public/, rendered with the base path in front: an SVG illustration, or a photo
 * (JPEG, PNG, WebP; the build makes its responsive variants, see scripts/images/). The pattern is
 * what the editor and the VS Code schemas see; imagePathProblem adds what a pattern cannot say
 * (no `..`, `.` or empty folders, no % escapes), so the path can never leave public/. An https
 * URL on an allow-listed media library host (site.config.mjs mediaHosts) is a photo too. The build
 * takes photos from these fields only (content/images.ts), never from free text.
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
        (typeof issue.input === 'string' && imagePathProblem(issue.input)) ||
        both(
          'უნდა იყოს სურათის მისამართი public/-ში',
          'must be a /path inside public/ to an image',
        ),
      abort: true,
    },
  )
  .refine(isImagePath, { error: (issue) => imagePathProblem(String(issue.input)) });

/** External links must be https: no javascript:, data: or plain http. */
export const externalUrl = z
  .string()
  .url(both('უნდა იყოს სრული ბმული (https://…)', 'must be an absolute URL (https://…)'))
  .regex(
    /^https:\/\//,
    both('გარე ბმული https://-ით უნდა იწყებოდეს', 'external links must use https://'),
  );

/** Internal links are written without the language prefix: /catalog/office, /contacts?type=… */
export const internalHref = z
  .string()
  .regex(
    /^\/(?!\/)[^\s:]*$/,
    both(
      'უნდა იყოს საიტის გვერდის მისამართი, რომელიც /-ით იწყება, მაგ. /catalog/office',
      'must be a site path starting with a slash, e.g. /catalog/office',
    ),
  );

/** A page on Facebook (https, facebook.com or one of its subdomains). */
export const facebookUrl = externalUrl.refine(
  (value) => {
    const host = URL.canParse(value) ? new URL(value).hostname : '';
    return host === 'facebook.com' || host.endsWith('.facebook.com');
  },
  both(
    'უნდა იყოს Facebook-ის გვერდის მისამართი: https://www.facebook.com/…',
    'must be a Facebook page address: https://www.facebook.com/…',
  ),
);

export const image = z.object({ src: imagePath, alt: localizedText });

const moreThanZero = both('უნდა იყოს 0-ზე მეტი', 'must be more than 0');

/** A time of day as the site shows it, 24-hour HH:MM: 10:00, 19:00 (never 99:99 or 19.00). */
const clockTime = z
  .string()
  .regex(
    /^(?:[01]\d|2[0-3]):[0-5]\d$/,
    both(
      'უნდა იყოს დრო 00:00-დან 23:59-მდე, ჩაწერილი ს:წწ სახით, მაგ. 10:00 ან 19:00',
      'must be a time from 00:00 to 23:59, written HH:MM, e.g. 10:00 or 19:00',
    ),
  );

const exchangeRateFields = Object.fromEntries(
  foreignCurrencies.map((code) => [code, z.number().positive(moreThanZero).optional()]),
) as Record<(typeof foreignCurrencies)[number], z.ZodOptional<z.ZodNumber>>;

const weekDays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** Days open, and when: the usual week, or the days with other hours. */
const openingHours = z
  .object({ days: z.array(z.enum(weekDays)).min(1), opens: clockTime, closes: clockTime })
  .refine((hours) => hours.opens < hours.closes, {
    error: both('დახურვის დრო გახსნის შემდეგ უნდა იყოს', 'must close after it opens'),
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
  phone: z
    .string()
    .regex(
      /^\+[0-9 ]{8,20}$/,
      both(
        'უნდა იყოს საერთაშორისო ნომერი, მაგ. +995 32 2 00 00 00',
        'must be an international number like +995 32 2 00 00 00',
      ),
    ),
  email: z.string().email(),
  telegram: z
    .string()
    .regex(
      /^[A-Za-z0-9_]{5,32}$/,
      both(
        'უნდა იყოს Telegram-ის მომხმარებელი @-ის გარეშე',
        'must be a Telegram username without @',
      ),
    ),
  whatsapp: z
    .string()
    .regex(
      /^[0-9]{8,15}$/,
      both('მხოლოდ ციფრები, ქვეყნის კოდით დაწყებული', 'must be digits only, country code first'),
    ),
  address: z.object({
    street: localizedText,
    city: localizedText,
    country: localizedText,
    postalCode: z.string(),
    countryCode: z.string().length(2),
  }),
  /**
   * The usual week (days, opens, closes) and, optionally, days with other hours (a short
   * Saturday). A day in neither is a day off.
   */
  hours: openingHours
    .extend({ otherDays: z.array(openingHours).optional() })
    .refine((hours) => !overlappingDays(hours), {
      error: both(
        'ერთი დღე ორჯერ არის ჩაწერილი: თითოეულ დღეს ერთი განრიგი აქვს',
        'a day is listed twice: each day has one set of hours',
      ),
      path: ['otherDays'],
    }),
  // Everything below is optional: the site shows each part only when it is set.
  /** Viber number, written like a phone number: +995 555 00 00 00. */
  viber: z
    .string()
    .refine(
      isPhoneNumber,
      both(
        'უნდა იყოს ტელეფონის ნომერი ქვეყნის კოდით, მაგ. +995 555 00 00 00',
        'must be a phone number with its country code, like +995 555 00 00 00',
      ),
    )
    .optional(),
  /** The company's Facebook page. */
  facebook: facebookUrl.optional(),
  /** The showroom's position (decimal degrees), for the map links and search engines. */
  geo: z
    .object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
    })
    .optional(),
  /** How to find the entrance: a landmark, the nearest stop. */
  landmark: localizedText.optional(),
  /** Where visitors can park. */
  parking: localizedText.optional(),
  /** Details for invoices and bank transfers, shown on the contacts page. */
  invoicing: z
    .object({
      /** The registered name: შპს „…“ / … LLC. */
      legalName: localizedText,
      /** საიდენტიფიკაციო კოდი: 9 digits. */
      identificationCode: z
        .string()
        .refine(
          isIdentificationCode,
          both('უნდა იყოს 9-ნიშნა საიდენტიფიკაციო კოდი', 'must be the 9-digit identification code'),
        ),
      bank: localizedText.optional(),
      iban: z
        .string()
        .refine(
          isGeorgianIban,
          both(
            'უნდა იყოს ქართული IBAN: GE, 2 საკონტროლო ციფრი, 2 ასო და 16 ციფრი (შეამოწმეთ შეცდომა)',
            'must be a Georgian IBAN: GE, 2 check digits, 2 letters and 16 digits (check for a typo)',
          ),
        )
        .optional(),
    })
    .optional(),
  /**
   * Lari for one unit of another currency (EUR: 2.95): a price in that currency then also shows
   * its lari equivalent. Without a rate it is shown in its own currency only.
   */
  exchangeRates: z.object(exchangeRateFields).optional(),
  /** VAT (დღგ): shown beside every price; without it the site says nothing about VAT. */
  vat: vatSchema.optional(),
});
export type Company = z.infer<typeof companySchema>;

/**
 * Words buyers type in any language that the page's text may not use: Russian (принтер, ремонт),
 * everyday and borrowed words (ქსეროქსი, remonti). One meaning per line, its words
 * comma-separated. The same on both sites, so a Russian word finds the page in either language.
 */
const searchWords = z.array(z.string().trim().min(1)).optional();

export const categorySchema = z.object({
  slug: slug.refine(
    (value) => value !== 'page',
    both(
      '"page" კატალოგის გვერდების ნომრებისთვისაა დაცული',
      '"page" is reserved for catalogue page numbers',
    ),
  ),
  group: z.enum(['segment', 'kind']),
  name: localizedText,
  description: localizedText,
  order,
  icon: z.enum(categoryIcons),
  image,
  /** Listed in the home page's left sidebar (seven of them). */
  inSidebar: z.boolean(),
  /**
   * The catalogue filters of the category, in the order the panel shows them: type, speed,
   * format or a specification key (options come from the products' specification values).
   */
  facets: z
    .array(z.enum(facetKeys))
    .refine(
      (keys) => new Set(keys).size === keys.length,
      both('ერთი ფილტრი ორჯერაა არჩეული', 'names a filter twice'),
    )
    .default([]),
  /**
   * Words visitors search for that the pages may not use: synonyms, other spellings, the other
   * language's word (copier for MFP, ტონერი on the English site). They find the category page,
   * and each product of the category whose name uses one of them.
   */
  keywords: localizedList.optional(),
  /**
   * Brands the dealer does not sell whose machines this category replaces, one per line, the
   * brand's spellings comma-separated ("Epson, ეპსონი"; the first is its name). A search for one
   * finds this category and says plainly that the brand is not sold (lib/search/brands.ts).
   */
  brandsNotSold: z.array(z.string().trim().min(1)).optional(),
  /**
   * Words in any language (searchWords above). A product of the category gets a line when its
   * name uses one of the line's words, so a line names the thing in ka and en too
   * ("принтер, printer, პრინტერი").
   */
  searchWords,
  /**
   * How much the category's pages count in search results, 1 when not given: more for the
   * everyday category a general word means (office printers for "printer"), less for a special one.
   */
  searchWeight: z.number().min(0.1).max(10).optional(),
  /** The default for products of this category that say nothing about it themselves. */
  availability: availabilitySchema.optional(),
  /** A leasing or instalment note for the category's products ("Leasing from 12 months"). */
  financing: localizedText.optional(),
  /** Kept as a draft: left out of every page, the sitemap and search until unticked. */
  hidden: offByDefault,
});
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z.object({
  id: slug,
  order,
  name: localizedText,
  /** One line under the name in cards and the home gallery. */
  subtitle: localizedText,
  description: localizedText,
  categories: z.array(slug).min(1),
  type: z.enum(productTypes),
  /** Pages a minute (A4): any machine's; the catalogue's speed filter offers the speeds products have. */
  speedPpm: z
    .number()
    .int(both('უნდა იყოს მთელი რიცხვი', 'must be a whole number'))
    .min(1, both('უნდა იყოს 0-ზე მეტი', 'must be more than 0'))
    .max(maxSpeedPpm, both(`უნდა იყოს არაუმეტეს ${maxSpeedPpm}`, `must be at most ${maxSpeedPpm}`))
    .optional(),
  /**
   * The paper format of printers, copiers, paper handling and paper (A4, A3, SRA3, A3+); other
   * products leave it out and show their first specifications instead.
   */
  format: z.enum(paperFormats).optional(),
  /** The first photo is the main one: the catalogue card and the top of the product page. */
  images: z.array(image).min(1, both('საჭიროა მინიმუმ ერთი ფოტო', 'needs at least one photo')),
  features: localizedList,
  specifications: z.array(z.object({ key: z.enum(specKeys), value: specValueText })).min(1),
  documents: maybeEmpty(z.object({ title: localizedText, url: externalUrl })),
  /** Product videos (https links, e.g. to the maker's channel); the tab says "coming soon" without. */
  videos: z.array(z.object({ title: localizedText, url: externalUrl })).optional(),
  tags: maybeEmpty(z.enum(galleryTags)),
  featured: offByDefault,
  /**
   * For supplies (toner, drums, ink, media, kits): the ids of the devices they fit. Each device
   * page lists its supplies from these, and the supplies finder groups them by device.
   */
  compatibleWith: maybeEmpty(slug),
  /** Without a price the product reads "price on request". */
  price: priceSchema.optional(),
  /** Overrides the category's availability; neither means nothing is said about stock. */
  availability: availabilitySchema.optional(),
  /** Overrides the category's leasing or instalment note. */
  financing: localizedText.optional(),
  /** The dealer also rents it out: the page links to the rental plans (content/rental.yaml). */
  rentable: offByDefault,
  /** Kept as a draft: left out of every page, the sitemap and search until unticked. */
  hidden: offByDefault,
});
export type Product = z.infer<typeof productSchema>;

/** Call to action: a label and an internal path written without the language prefix. */
export const callToAction = z.object({ label: localizedText, href: internalHref });

export const heroSlideSchema = z.object({
  id: slug,
  order,
  type: z.enum(['content', 'image', 'product', 'service']),
  image,
  /** Omitted content renders the localized "Default slide content". */
  content: z
    .object({ title: localizedText, subtitle: localizedText, cta: callToAction })
    .optional(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** A day, YYYY-MM-DD: the editor gives it a calendar. */
export const isoDate = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}$/,
    both('უნდა იყოს თარიღი წწწწ-თთ-დდ სახით', 'must be a date written YYYY-MM-DD'),
  )
  .refine(
    isCalendarDate,
    both(
      'ასეთი თარიღი არ არსებობს (შეამოწმეთ თვე და დღე)',
      'is not a real calendar date (check the month and the day)',
    ),
  );
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
    /** Last day the offer is shown (inclusive, Tbilisi time); omitted means open-ended. */
    validUntil: isoDate.optional(),
    minQuantity: z.number().int().positive().optional(),
    requirements: localizedText.optional(),
    /**
     * Who the discount is for, as a short phrase ("for education", "for 5+ devices"). Set, the
     * discounted price is shown only as that group's price, never as everyone's.
     */
    eligibility: localizedText.optional(),
    season: localizedText.optional(),
    originalPrice: amount.optional(),
    bundlePrice: amount.optional(),
    /** The bundle prices' currency: lari, as prices in Georgia are shown, unless set. */
    currency: z.enum(currencies).default('GEL'),
    image,
    includes: localizedList,
    features: localizedList,
    /** Products the sale applies to, or that make up the bundle (ids from products.ts). */
    products: maybeEmpty(slug),
    cta: callToAction,
    /** Kept as a draft: left out of every page, the sitemap and search until unticked. */
    hidden: offByDefault,
  })
  .refine((offer) => (offer.originalPrice === undefined) === (offer.bundlePrice === undefined), {
    message: both(
      'ძველი ფასი და პაკეტის ფასი ერთად ივსება',
      'the original price and the bundle price go together',
    ),
    path: ['bundlePrice'],
  })
  .refine((offer) => offer.bundlePrice === undefined || offer.bundlePrice! < offer.originalPrice!, {
    message: both(
      'პაკეტის ფასი ძველ ფასზე ნაკლები უნდა იყოს',
      'the bundle price must be lower than the original price',
    ),
    path: ['bundlePrice'],
  })
  .refine(
    (offer) =>
      offer.discountPercent === undefined ||
      (offer.requirements === undefined && offer.minQuantity === undefined) ||
      offer.eligibility !== undefined,
    {
      message: both(
        'პირობებიანმა ან მინიმალური რაოდენობის ფასდაკლებამ უნდა თქვას, ვისთვისაა (მაგ. „განათლებისთვის“), თორემ ყველასთვის ფასად წაიკითხება',
        'a discount with requirements or a minimum quantity must say who it is for (e.g. "for education"), or it would read as everyone\'s price',
      ),
      path: ['eligibility'],
    },
  );
export type Offer = z.infer<typeof offerSchema>;

export const serviceTopicSchema = z.object({
  slug: slug.refine(
    (value) => value !== 'request',
    both(
      '"request" მომსახურების მოთხოვნის გვერდისთვისაა დაცული',
      '"request" is reserved for the service request page',
    ),
  ),
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
  /** Sub-pages (/services/{topic}) linked from this card. */
  topics: maybeEmpty(slug),
  /** They find the services page, which shows the card. */
  searchWords,
});
export type Service = z.infer<typeof serviceSchema>;

export const partnerSchema = z.object({
  id: slug,
  order,
  name: z.string().trim().min(1),
  url: externalUrl,
  logo: imagePath,
  /** One of the twelve in the home page grid; all fifteen run in the about page carousel. */
  onHome: z.boolean(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const newsItemSchema = z.object({
  slug,
  /** Publication day: the item appears from this day on (a later date schedules it). */
  date: isoDate,
  /** Optional last day: the daily rebuild takes the item out of every page after it. */
  validUntil: isoDate.optional(),
  title: localizedText,
  summary: localizedText,
  body: localizedParagraphs,
  image: image.optional(),
  /** Kept as a draft: left out of every page, the sitemap and search until unticked. */
  hidden: offByDefault,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * A page of the dealer's terms (delivery, warranty, leasing, privacy), at /info/{slug}/: plain
 * text in sections, no HTML. `sample` marks a text written for the dealer to replace.
 */
export const infoPageSchema = z.object({
  slug,
  order,
  title: localizedText,
  summary: localizedText,
  sections: z
    .array(z.object({ heading: localizedText, paragraphs: localizedParagraphs }))
    .min(1, both('საჭიროა მინიმუმ ერთი ნაწილი', 'needs at least one section')),
  /** A sample text: the page shows a note that the dealer replaces it. */
  sample: z.boolean().default(false),
  searchWords,
});
export type InfoPage = z.infer<typeof infoPageSchema>;

/**
 * One rental plan (content/rental.yaml): a monthly fee in lari (left out: "price on request"),
 * the pages it includes each month, the lari each further page costs and the shortest term.
 */
export const rentalPlanSchema = z.object({
  id: slug,
  name: localizedText,
  /** Lari a month; without it the plan reads "price on request". */
  monthlyPrice: moneyAmount.positive(moreThanZero).optional(),
  /** Pages printed each month without further charge. */
  pagesIncluded: z.number().int().min(0),
  /** Lari for each page beyond those (0.05 is 5 tetri). */
  extraPagePrice: moneyAmount.nonnegative(),
  /** The shortest rental, in months. */
  minimumMonths: z.number().int().min(1).max(120),
  /** What else the plan includes, one line each (optional). */
  features: localizedList.optional(),
});
export type RentalPlan = z.infer<typeof rentalPlanSchema>;

/** The rental page (/rental): an introduction, the plans in the order given, and the terms. */
export const rentalSchema = z.object({
  intro: localizedText,
  plans: z
    .array(rentalPlanSchema)
    .min(1, both('საჭიროა მინიმუმ ერთი ტარიფი', 'needs at least one plan'))
    .refine(
      (plans) => new Set(plans.map((p) => p.id)).size === plans.length,
      both('ერთი ტარიფი ორჯერაა', 'names a plan twice'),
    ),
  /** Conditions every plan shares (deposit, delivery, what ends the contract). */
  terms: localizedList.optional(),
});
export type Rental = z.infer<typeof rentalSchema>;

/**
 * Where the engineers travel (content/service-area.yaml): the service request offers these
 * cities, the first pre-selected; the terms (call-out fees, travel days) are shown beside it.
 */
export const serviceAreaSchema = z.object({
  cities: z
    .array(z.object({ name: localizedText, note: localizedText.optional() }))
    .min(1, both('საჭიროა მინიმუმ ერთი ქალაქი', 'needs at least one city')),
  terms: localizedParagraphs,
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/**
 * The site search's shop-wide words (content/search.yaml): things visitors ask for that the dealer
 * neither sells nor services, one per line, the line's spellings comma-separated in any language
 * ("mobile phone, მობილური ტელეფონი, мобильный телефон"). A search naming one finds nothing and
 * says so, rather than offering the nearest machine or the repair of one (lib/search/brands.ts).
 */
export const searchSettingsSchema = z.object({
  notSold: z.array(z.string().trim().min(1)).optional(),
});
export type SearchSettings = z.infer<typeof searchSettingsSchema>;

/**
 * The e-mail a customer gets after sending a form with an address (content/request-answers.yaml):
 * what happens next, for each kind of request. The Worker adds the greeting, the reference, the
 * kind and the company's phone and e-mail (worker/answer-email.ts).
 */
export const requestAnswersSchema = z.object({
  contact: localizedText,
  quote: localizedText,
  service: localizedText,
  meter: localizedText,
});
export type RequestAnswers = z.infer<typeof requestAnswersSchema>;

/** Content kept in one file each besides company.yaml: the file under content/ and its schema. */
export const singleFiles = {
  rental: { file: 'rental.yaml', schema: rentalSchema },
  serviceArea: { file: 'service-area.yaml', schema: serviceAreaSchema },
  search: { file: 'search.yaml', schema: searchSettingsSchema },
  requestAnswers: { file: 'request-answers.yaml', schema: requestAnswersSchema },
} as const;
export type SingleFileName = keyof typeof singleFiles;

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

/** The company facts are one file, content/company.yaml. */
export const companyFile = 'company.yaml';

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
  pages: InfoPage[];
  rental: Rental;
  serviceArea: ServiceArea;
  search: SearchSettings;
  requestAnswers: RequestAnswers;
}
