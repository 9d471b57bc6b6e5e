import type { Availability, Category, LocalizedText, Price, Product } from '@/content/schema';
import type { Locale } from '@/i18n/routing';
import { formatPrice, type ExchangeRates } from './format';

/** A product's price, stock and leasing note, the product's own word first, then its categories'. */
export interface ProductTerms {
  price: Price | null;
  availability: Availability | null;
  financing: LocalizedText | null;
}

export function productTerms(
  product: Pick<Product, 'categories' | 'price' | 'availability' | 'financing'>,
  categories: readonly Pick<Category, 'slug' | 'availability' | 'financing'>[],
): ProductTerms {
  // The product's categories in its own order: its first category is its main one.
  const own = product.categories
    .map((slug) => categories.find((category) => category.slug === slug))
    .filter((category) => category !== undefined);
  return {
    price: product.price ?? null,
    availability: product.availability ?? own.find((c) => c.availability)?.availability ?? null,
    financing: product.financing ?? own.find((c) => c.financing)?.financing ?? null,
  };
}

/** The words the terms are written with, from the ProductTerms messages of the page's language. */
export interface TermsWords {
  /** "from {price}" */
  from: (price: string) => string;
  inStock: string;
  toOrder: string;
  /** "To order, delivery in {days} days" */
  toOrderDays: (days: number) => string;
  askStock: string;
}

/** What a visitor reads: null where the content says nothing (the page then says "on request"). */
export interface TermsText {
  price: string | null;
  availability: string | null;
  financing: string | null;
  /** A running percent sale: its badge ("−25%") and, for a priced product, the sale price. */
  sale?: { badge: string; price: string | null } | null;
}

/** `rates`: the dealer's exchange rates, so a price in euro also shows its lari equivalent. */
export function describeTerms(
  terms: ProductTerms,
  locale: Locale,
  words: TermsWords,
  rates?: ExchangeRates,
): TermsText {
  const { price, availability } = terms;
  const amount = price ? formatPrice(price.amount, price.currency, locale, rates) : null;
  return {
    price: amount && price?.from ? words.from(amount) : amount,
    availability: !availability
      ? null
      : availability.status === 'inStock'
        ? words.inStock
        : availability.status === 'askStock'
          ? words.askStock
          : availability.days
            ? words.toOrderDays(availability.days)
            : words.toOrder,
    financing: terms.financing?.[locale] ?? null,
  };
}

/** BackOrder: ordered from the maker; LimitedAvailability: a few pieces, confirmed by phone. */
export const schemaAvailability = {
  inStock: 'https://schema.org/InStock',
  toOrder: 'https://schema.org/BackOrder',
  askStock: 'https://schema.org/LimitedAvailability',
} as const satisfies Record<Availability['status'], string>;
