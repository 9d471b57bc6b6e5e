import { createTranslator } from 'use-intl/core';
import {
  availabilityStatuses,
  currencies,
  paperFormats,
  specKeys,
  type AvailabilityStatus,
  type Currency,
  type PaperFormat,
  type SpecKey,
} from '@/content/constants';
import type { Availability, Category, Price } from '@/content/schema';
import type { Locale } from '@/i18n/routing';
import type { ExchangeRates } from '@/lib/format';
import { keyFactRows, keyFacts, summaryFactCount } from '@/lib/key-facts';
import { describeTerms, productTerms } from '@/lib/product-terms';
import { vatPriceNote, type VatSetting } from '@/lib/vat';
import type en from '@/messages/en.json';

/**
 * A product as the editor holds it while the dealer types: one language's values, any of them
 * missing, empty or half-typed (an amount still empty, a select not chosen yet).
 */
export interface ProductDraft {
  name?: string;
  subtitle?: string;
  description?: string;
  features?: string[];
  images?: { src?: string; alt?: string }[];
  specifications?: { key?: string; value?: string }[];
  speedPpm?: number | null;
  format?: string | null;
  categories?: string[];
  price?: { amount?: number | null; currency?: string; from?: boolean } | null;
  availability?: { status?: string; days?: number | null } | null;
}

/** What the site knows beyond the entry, taken from content/ when the editor is built. */
export interface PreviewSite {
  vat?: VatSetting;
  exchangeRates?: ExchangeRates;
  /** The categories' stock and leasing words, which a product without its own takes. */
  categories: Pick<Category, 'slug' | 'availability' | 'financing'>[];
}

/** The message namespaces the preview writes with, as messages/<locale>.json holds them. */
export type PreviewMessages = Pick<
  typeof en,
  'ProductDetail' | 'ProductTerms' | 'Vat' | 'ProductSpecs'
>;

/** The product page's summary, in one language: what a visitor reads first. */
export interface ProductPreview {
  name: string;
  subtitle: string;
  /** The first photo as the entry names it (the template finds its file). */
  photo: { src: string; alt: string } | null;
  photosLabel: string;
  keySpecsHeading: string;
  keySpecs: { label: string; value: string }[];
  /** "₾12,500", "from ₾12,500", or "Price on request". */
  price: string;
  /** "incl. 18% VAT" beside a price; none without a price or a VAT setting. */
  vatNote: string | null;
  availability: { label: string; text: string } | null;
  descriptionHeading: string;
  description: string;
  features: string[];
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  list.includes(value as T);

/** A price the site would print: a positive amount in a known currency, else none yet. */
function draftPrice(price: ProductDraft['price']): Price | undefined {
  const amount = price?.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return undefined;
  const currency: Currency = isOneOf(currencies, price?.currency) ? price.currency : 'GEL';
  return { amount, currency, from: price?.from === true };
}

function draftAvailability(value: ProductDraft['availability']): Availability | undefined {
  const status = value?.status;
  if (!isOneOf<AvailabilityStatus>(availabilityStatuses, status)) return undefined;
  const days = value?.days;
  return status === 'toOrder' && typeof days === 'number' && days >= 1
    ? { status, days }
    : { status };
}

/**
 * The preview of a product in `locale`. `own` holds the values of that language; `shared` the
 * default language's, where the fields both languages share (price, stock, speed, format,
 * categories) are kept. The words are the site's (`messages`), the formats lib/'s.
 */
export function productPreview(
  own: ProductDraft,
  shared: ProductDraft,
  locale: Locale,
  site: PreviewSite,
  messages: PreviewMessages,
): ProductPreview {
  const t = createTranslator({ locale, messages, namespace: 'ProductDetail' });
  const terms = createTranslator({ locale, messages, namespace: 'ProductTerms' });
  const vat = createTranslator({ locale, messages, namespace: 'Vat' });
  const specLabel = createTranslator({ locale, messages, namespace: 'ProductSpecs' });

  const specifications = (own.specifications ?? []).flatMap(({ key, value }) =>
    isOneOf<SpecKey>(specKeys, key) && value
      ? [{ key, value: { ka: value, en: value, [locale]: value } }]
      : [],
  );
  const format = isOneOf<PaperFormat>(paperFormats, shared.format) ? shared.format : undefined;
  const speedPpm = typeof shared.speedPpm === 'number' ? shared.speedPpm : undefined;
  const keySpecs = keyFactRows(
    keyFacts({ speedPpm, format, specifications }, summaryFactCount),
    locale,
    {
      speed: t('speed'),
      speedValue: (speed) => t('speedValue', { speed }),
      format: t('format'),
      spec: (key) => specLabel(key),
    },
  );

  const written = describeTerms(
    productTerms(
      {
        categories: shared.categories ?? [],
        price: draftPrice(shared.price),
        availability: draftAvailability(shared.availability),
        financing: undefined,
      },
      site.categories,
    ),
    locale,
    {
      from: (price) => terms('from', { price }),
      inStock: terms('inStock'),
      toOrder: terms('toOrder'),
      toOrderDays: (days) => terms('toOrderDays', { days }),
      askStock: terms('askStock'),
    },
    site.exchangeRates,
  );

  const first = own.images?.[0];
  return {
    name: own.name ?? '',
    subtitle: own.subtitle ?? '',
    photo: first?.src ? { src: first.src, alt: first.alt ?? '' } : null,
    photosLabel: t('imagesLabel'),
    keySpecsHeading: t('keySpecs'),
    keySpecs,
    price: written.price ?? t('price'),
    vatNote: written.price ? vatPriceNote(site.vat, (key, values) => vat(key, values)) : null,
    availability: written.availability
      ? { label: terms('availability'), text: written.availability }
      : null,
    descriptionHeading: t('tabDescription'),
    description: own.description ?? '',
    features: (own.features ?? []).filter(Boolean),
  };
}
