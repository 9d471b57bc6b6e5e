import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content, type Offer } from '@/content';
import { offerCategories } from '@/content/constants';
import { formatMoney, formatValidUntil } from '@/lib/format';
import { bundleSavings, liveOffers } from '@/lib/offers';
import { imageView } from '@/server/image-manifest';
import { loadOffersTabsLabels } from './labels';
import { OffersTabs } from './OffersTabs';
import { maxFeatures, maxIncludes, shownItems, type OfferCardView } from './offersView';
import * as styles from './SpecialOffers.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'SpecialOffers'>>>;

function toCard(offer: Offer, locale: Locale, t: Translate): OfferCardView {
  const savings = bundleSavings(offer);
  const includes = shownItems(offer.includes[locale], maxIncludes);
  return {
    id: offer.id,
    category: offer.category,
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
            regular: formatMoney(offer.originalPrice!, offer.currency, locale),
            bundle: formatMoney(offer.bundlePrice!, offer.currency, locale),
            save: formatMoney(savings, offer.currency, locale),
          },
    includes: includes.shown,
    moreIncludes: includes.hidden > 0 ? t('moreItems', { count: includes.hidden }) : null,
    features: offer.features[locale].slice(0, maxFeatures),
    validUntilText: offer.validUntil
      ? t('validUntil', { date: formatValidUntil(offer.validUntil, locale) })
      : null,
    minQuantityText: offer.minQuantity ? t('minQuantity', { count: offer.minQuantity }) : null,
    requirements: offer.requirements?.[locale] ?? null,
    cta: { label: offer.cta.label[locale], href: offer.cta.href },
    productsLink:
      offer.type === 'bundle' && offer.products.length > 0
        ? {
            label: t('bundleProducts'),
            href: `/catalog?package=${offer.id}`,
          }
        : null,
    productIds: offer.type === 'bundle' ? offer.products : [],
  };
}

/** Special offers: expired ones are dropped here at build and again in the browser. */
export async function SpecialOffers({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SpecialOffers' });
  const cards = liveOffers(content.offers, new Date()).map((offer) => toCard(offer, locale, t));
  return (
    <section aria-labelledby="offers-heading" className={styles.section}>
      <h2 id="offers-heading">{t('heading')}</h2>
      <OffersTabs
        locale={locale}
        cards={cards}
        order={offerCategories}
        labels={await loadOffersTabsLabels(locale)}
      />
    </section>
  );
}
