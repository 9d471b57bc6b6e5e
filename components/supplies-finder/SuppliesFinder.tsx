import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { Link } from '@/components/link/Link';
import { PageHeader } from '@/components/page-header/PageHeader';
import { SupplyList } from '@/components/device-supplies/SupplyList';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { supplyFinder } from '@/lib/supplies';
import { container } from '@/styles/utilities.css';
import { SupplyFinderFilter } from './SupplyFinderFilter';
import { loadFinderLabels } from './labels';
import * as styles from './SuppliesFinder.css';

const elementId = (deviceId: string) => `device-${deviceId}`;

/** All in the HTML (no-JS, crawlers); the island narrows it to the model typed. */
export async function SuppliesFinder({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SuppliesFinder' });
  const entries = supplyFinder(content.products);
  return (
    <div className={container} {...searchIndexAttributes({ kind: 'page' })}>
      <PageHeader title={t('title')} lead={t('lead')} searchWeight={1} />
      {entries.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <SupplyFinderFilter
            devices={entries.map(({ device }) => ({
              elementId: elementId(device.id),
              texts: [device.name.ka, device.name.en, device.id],
            }))}
            suggestions={entries.map(({ device }) => device.name[locale])}
            labels={await loadFinderLabels(locale)}
          />
          <ul className={styles.devices}>
            {entries.map(({ device, supplies }) => (
              <li key={device.id} id={elementId(device.id)} className={styles.device}>
                <h2 className={styles.deviceName}>
                  <Link locale={locale} href={`/product/${device.id}`}>
                    {device.name[locale]}
                  </Link>
                </h2>
                <SupplyList locale={locale} products={supplies} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.help}>
        {t('help')}{' '}
        <Link locale={locale} href="/contacts">
          {t('helpLink')}
        </Link>
      </p>
    </div>
  );
}
