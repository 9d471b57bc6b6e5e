import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Partner } from '@/content';
import { assetPath } from '@/lib/site';
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
            {/* eslint-disable-next-line @next/next/no-img-element -- static SVG wordmark */}
            <img
              src={assetPath(partner.logo)}
              alt={partner.name}
              width={240}
              height={80}
              loading="lazy"
              className={styles.logo}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
