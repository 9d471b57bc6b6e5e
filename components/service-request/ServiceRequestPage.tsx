import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { Link } from '@/components/link/Link';
import { PageHeader } from '@/components/page-header/PageHeader';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { container } from '@/styles/utilities.css';
import { MeterReadingForm } from './MeterReadingForm';
import { ServiceArea } from './ServiceArea';
import { ServiceRequestForm } from './ServiceRequestForm';
import { meterFormProps, serviceFormProps } from './serviceRequestProps';
import * as styles from './ServiceRequest.css';

/** Two islands (#service, #meter); without JavaScript both post natively. */
export async function ServiceRequestPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ServiceRequestPage' });
  const service = await serviceFormProps(locale);
  const meter = await meterFormProps(locale);
  const search = searchIndexAttributes({ kind: 'page', keywords: t('keywords').split(', ') });
  return (
    <div className={container} {...search}>
      <PageHeader title={t('title')} lead={t('lead')} searchWeight={1} />
      <nav aria-label={t('jumpLabel')}>
        <ul className={styles.jump}>
          <li>
            <a href="#service">{t('serviceHeading')}</a>
          </li>
          <li>
            <a href="#meter">{t('meterHeading')}</a>
          </li>
        </ul>
      </nav>
      <div className={styles.sections}>
        <section id="service" aria-labelledby="service-heading" className={styles.section}>
          <h2 id="service-heading" className={styles.heading}>
            {t('serviceHeading')}
          </h2>
          <p className={styles.lead}>{t('serviceLead')}</p>
          <ServiceArea locale={locale} area={content.serviceArea} heading={t('areaHeading')} />
          <ServiceRequestForm headingId="service-heading" {...service} />
        </section>
        <section id="meter" aria-labelledby="meter-heading" className={styles.section}>
          <h2 id="meter-heading" className={styles.heading}>
            {t('meterHeading')}
          </h2>
          <p className={styles.lead}>{t('meterLead')}</p>
          <MeterReadingForm headingId="meter-heading" {...meter} />
        </section>
        <p className={styles.help}>
          {t('help')}{' '}
          <Link locale={locale} href="/services/maintenance">
            {t('helpLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
