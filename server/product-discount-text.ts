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
  /** "−25%"; for a discount only some buyers get, "−20% for education". */
  badge: string;
  /** "On sale: Spring sale"; "Offer: Education discount" for a conditional one. */
  heading: string;
  /** Only some buyers: `prices.sale` is their price, labelled, with what they must show. */
  condition: { priceLabel: string; requirements: string | null } | null;
  /** Where the offer leads (its call to action), without the language prefix. */
  offerHref: string;
  /** Old and new price of a priced product ("from ₾8,900" → "from ₾6,675"). */
  prices: { regular: string; sale: string } | null;
  /** For a product priced on request: "25% off the price we quote you". */
  onRequest: string | null;
  validUntil: string | null;
}

type Product = { id: string; price?: Price | null };

/** From the live percent sales at build (lib/offer-discount decides). */
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
    const condition = found.conditional ? (offer.eligibility?.[locale] ?? null) : null;
    return {
      percent,
      badge: condition ? t('conditionalBadge', { percent, condition }) : t('badge', { percent }),
      heading: t(condition ? 'conditionalHeading' : 'heading', { offer: offer.title[locale] }),
      condition: condition
        ? {
            priceLabel: t('conditionalPrice', { condition }),
            requirements: offer.requirements?.[locale] ?? null,
          }
        : null,
      offerHref: offer.cta.href,
      prices: price ? { regular: money(price.before), sale: money(price.after) } : null,
      onRequest: price
        ? null
        : condition
          ? t('conditionalOnRequest', { percent, condition })
          : t('onRequest', { percent }),
      validUntil: offer.validUntil
        ? t('validUntil', { date: formatValidUntil(offer.validUntil, locale) })
        : null,
    };
  };
}
