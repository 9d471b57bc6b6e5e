import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { companyFacts } from '@/lib/company-facts';
import { CategoryGrid } from '@/components/catalog/CategoryGrid';
import { HeroSection } from '@/components/hero/HeroSection';
import { PartnersGrid } from '@/components/partners/PartnersGrid';
import { GallerySection } from '@/components/product-gallery/GallerySection';
import { SpecialOffers } from '@/components/special-offers/SpecialOffers';
import { OrderBanner } from '@/components/order-banner/OrderBanner';
import { JsonLd } from '@/components/json-ld/JsonLd';
import { liveOffers } from '@/lib/offers';
import { localBusinessLd, offersLd } from '@/server/structured-data';
import { container } from '@/styles/utilities.css';
import * as styles from './HomePage.css';

/** Five stacked sections: hero, partners and segments, gallery, offers, order banner. */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  const segmentTitles = await getTranslations({ locale, namespace: 'SegmentCards' });
  // A section with nothing to show is left out, and appears with its first entry.
  const partners = content.partners.filter((partner) => partner.onHome);
  const segments = content.categories.filter((category) => category.group === 'segment');
  const hasGallery = content.products.some((product) => product.tags.length > 0);
  return (
    <div className={container}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p className={styles.lead}>{t('intro', companyFacts(content.company))}</p>
      </div>
      <HeroSection locale={locale} />
      {partners.length > 0 ? <PartnersGrid locale={locale} partners={partners} /> : null}
      {segments.length > 0 ? (
        <section aria-labelledby="segments-heading" className={styles.section}>
          <h2 id="segments-heading">{segmentTitles('heading')}</h2>
          <CategoryGrid locale={locale} categories={segments} />
        </section>
      ) : null}
      {hasGallery ? <GallerySection locale={locale} /> : null}
      <SpecialOffers locale={locale} linkAll />
      <OrderBanner locale={locale} />
      <JsonLd data={localBusinessLd(content.company, locale)} />
      <JsonLd data={offersLd(liveOffers(content.offers, new Date()), locale)} />
    </div>
  );
}
