import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Partner } from '@/content';
import { imageSizes } from '@/lib/images/sizes';
import { ResponsiveImage } from '@/components/responsive-image/ResponsiveImage';
import * as styles from './PartnersGrid.css';

/** The home page's wall of partner wordmarks. */
export async function PartnersGrid({ locale, partners }: { locale: Locale; partners: Partner[] }) {
  const t = await getTranslations({ locale, namespace: 'PartnersGrid' });
  return (
    <section aria-labelledby="partners-heading" className={styles.section}>
      <h2 id="partners-heading">{t('heading')}</h2>
      <ul className={styles.grid}>
        {partners.map((partner) => (
          <li key={partner.id} className={styles.item}>
            <ResponsiveImage
              src={partner.logo}
              alt={partner.name}
              sizes={imageSizes.logo}
              width={240}
              height={80}
              className={styles.logo}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
