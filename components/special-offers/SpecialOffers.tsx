import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content, type Offer } from '@/content';
import { offerCategories } from '@/content/constants';
import { formatPrice, formatValidUntil } from '@/lib/format';
import { bundleSavings, liveOffers } from '@/lib/offers';
import { discountedAmount } from '@/lib/offer-discount';
import { imageView } from '@/server/image-manifest';
import { loadOffersTabsLabels } from './labels';
import { OffersTabs } from './OffersTabs';
import { maxFeatures, maxIncludes, shownItems } from './offersView';
import { Link } from '@/components/link/Link';
import * as styles from './SpecialOffers.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'SpecialOffers'>>>;
type TranslateDiscount = Awaited<ReturnType<typeof getTranslations<'OfferDiscount'>>>;

/** A percent sale's products that have a price, each with its price after this sale's percent. */
function salePrices(offer: Offer, locale: Locale, from: (price: string) => string) {
  const percent = offer.type === 'bundle' ? undefined : offer.discountPercent;
  if (!percent) return [];
  const rates = content.company.exchangeRates;
  return offer.products.flatMap((id) => {
    const product = content.products.find((candidate) => candidate.id === id);
    if (!product?.price) return [];
    const { amount, currency, from: isFrom } = product.price;
    const text = (value: number) => {
      const price = formatPrice(value, currency, locale, rates);
      return isFrom ? from(price) : price;
    };
    return [
      {
        id,
        name: product.name[locale],
        regular: text(amount),
        sale: text(discountedAmount(amount, percent)),
      },
    ];
  });
}

/** An offer card as the island renders it: every string already in the page's language. */
export type OfferCardView = ReturnType<typeof toCard>;

function toCard(
  offer: Offer,
  locale: Locale,
  t: Translate,
  discount: TranslateDiscount,
  from: (price: string) => string,
) {
  const savings = bundleSavings(offer);
  const includes = shownItems(offer.includes[locale], maxIncludes);
  const money = (amount: number) =>
    formatPrice(amount, offer.currency, locale, content.company.exchangeRates);
  return {
    id: offer.id,
    category: offer.category,
    // YYYY-MM-DD, so the browser can drop the card once it expires.
    validUntil: offer.validUntil ?? null,
    badge: offer.badge[locale],
    discountBadge: offer.discountPercent ? t('discount', { percent: offer.discountPercent }) : null,
    image: imageView(offer.image.src, offer.image.alt[locale]),
    title: offer.title[locale],
    subtitle: offer.subtitle[locale],
    description: offer.description[locale],
    prices:
      savings === null
        ? null
        : {
            regular: money(offer.originalPrice!),
            bundle: money(offer.bundlePrice!),
            save: money(savings),
          },
    includes: includes.shown,
    moreIncludes: includes.hidden > 0 ? t('moreItems', { count: includes.hidden }) : null,
    features: offer.features[locale].slice(0, maxFeatures),
    validUntilText: offer.validUntil
      ? t('validUntil', { date: formatValidUntil(offer.validUntil, locale) })
      : null,
    minQuantityText: offer.minQuantity ? t('minQuantity', { count: offer.minQuantity }) : null,
    requirements: offer.requirements?.[locale] ?? null,
    // A percent sale without written requirements: what the percent applies to.
    discountTerms:
      offer.type !== 'bundle' && offer.discountPercent && !offer.requirements
        ? discount('terms', { percent: offer.discountPercent })
        : null,
    salePrices: salePrices(offer, locale, from),
    // For conditional discounts ("Price for education"); null reads "Sale prices".
    salePricesHeading: offer.eligibility
      ? discount('conditionalPrice', { condition: offer.eligibility[locale] })
      : null,
    cta: { label: offer.cta.label[locale], href: offer.cta.href },
    productsLink:
      offer.type === 'bundle' && offer.products.length > 0
        ? {
            label: t('bundleProducts'),
            href: `/catalog?package=${offer.id}`,
          }
        : null,
    // For "add to quote".
    productIds: offer.type === 'bundle' ? offer.products : [],
  };
}

/** Expired offers are dropped at build and again in the browser. */
export async function SpecialOffers({ locale, linkAll }: { locale: Locale; linkAll?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'SpecialOffers' });
  const discount = await getTranslations({ locale, namespace: 'OfferDiscount' });
  const terms = await getTranslations({ locale, namespace: 'ProductTerms' });
  const from = (price: string) => terms('from', { price });
  const cards = liveOffers(content.offers, new Date()).map((offer) =>
    toCard(offer, locale, t, discount, from),
  );
  // No live offer at build: no section (it appears with the next offer).
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="offers-heading" className={styles.section}>
      <h2 id="offers-heading">{t('heading')}</h2>
      {linkAll ? (
        <p className={styles.allOffers}>
          <Link locale={locale} href="/offers">
            {(await getTranslations({ locale, namespace: 'OffersPage' }))('all')}
          </Link>
        </p>
      ) : null}
      <OffersTabs
        locale={locale}
        cards={cards}
        order={offerCategories}
        labels={await loadOffersTabsLabels(locale)}
      />
    </section>
  );
}
