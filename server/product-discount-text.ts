import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import type { Offer, Price } from '@/content/schema';
import { formatPrice, formatValidUntil } from '@/lib/format';
import { productDiscount } from '@/lib/offer-discount';

/** A product's sale as a visitor reads it, every string in the page's language. */
export interface ProductDiscountText {
  percent: number;
  /** "−25%" */
  badge: string;
  /** "On sale: Spring sale" */
  heading: string;
  /** Where the offer leads (its call to action), without the language prefix. */
  offerHref: string;
  /** Old and new price of a priced product ("from ₾8,900" → "from ₾6,675"). */
  prices: { regular: string; sale: string } | null;
  /** For a product priced on request: "25% off the price we quote you". */
  onRequest: string | null;
  validUntil: string | null;
}

type Product = { id: string; price?: Price | null };

/**
 * The discount line of each product, from the live percent sales at build time (lib/offer-discount
 * decides which sale and the new price). Used by the product page and the product card.
 */
export async function productDiscountText(
  locale: Locale,
  offers: readonly Offer[] = content.offers,
  now = new Date(),
): Promise<(product: Product) => ProductDiscountText | null> {
  const t = await getTranslations({ locale, namespace: 'OfferDiscount' });
  const terms = await getTranslations({ locale, namespace: 'ProductTerms' });
  const rates = content.company.exchangeRates;
  const money = (price: Price) => {
    const text = formatPrice(price.amount, price.currency, locale, rates);
    return price.from ? terms('from', { price: text }) : text;
  };
  return (product) => {
    const found = productDiscount(product, offers, now);
    if (!found) return null;
    const { offer, percent, price } = found;
    return {
      percent,
      badge: t('badge', { percent }),
      heading: t('heading', { offer: offer.title[locale] }),
      offerHref: offer.cta.href,
      prices: price ? { regular: money(price.before), sale: money(price.after) } : null,
      onRequest: price ? null : t('onRequest', { percent }),
      validUntil: offer.validUntil
        ? t('validUntil', { date: formatValidUntil(offer.validUntil, locale) })
        : null,
    };
  };
}
