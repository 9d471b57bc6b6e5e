import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { PageHeader } from '@/components/page-header/PageHeader';
import { Link } from '@/components/link/Link';
import { container } from '@/styles/utilities.css';
import { actionLink } from '@/styles/controls.css';
import * as styles from './ServicesPage.css';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { pageKeywords } from '@/lib/search/keywords';
import { ServiceRequestLinks } from '@/components/service-request/ServiceRequestLinks';

export async function ServicesPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ServicesPage' });
  const topics = new Map(content.serviceTopics.map((topic) => [topic.slug, topic]));
  return (
    <div
      className={container}
      data-pagefind-body=""
      {...searchIndexAttributes({ kind: 'page', keywords: pageKeywords(content.services) })}
    >
      <PageHeader title={t('title')} lead={t('intro')} />
      <p className={styles.finderLink} data-pagefind-ignore="">
        <Link locale={locale} href="/supplies">
          {t('suppliesFinder')}
        </Link>
      </p>
      <ServiceRequestLinks locale={locale} />
      <ul className={styles.cards}>
        {content.services.map((service) => (
          <li key={service.id} className={styles.card}>
            <h2 className={styles.cardTitle}>{service.title[locale]}</h2>
            <p className={styles.subtitle}>{service.subtitle[locale]}</p>
            <p>{service.description[locale]}</p>
            <ul className={styles.checks}>
              {service.features[locale].map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {service.topics.length > 0 ? (
              <nav aria-label={t('topicsLabel', { service: service.title[locale] })}>
                <ul className={styles.topicLinks}>
                  {service.topics.map((slug) => (
                    <li key={slug}>
                      <Link locale={locale} href={`/services/${slug}`}>
                        {topics.get(slug)?.title[locale]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {service.icon === 'rental' ? (
              <p className={styles.rentalLink} data-pagefind-ignore="">
                <Link locale={locale} href="/rental">
                  {t('rentalPlans')}
                </Link>
              </p>
            ) : null}
            <Link
              locale={locale}
              href={service.cta.href}
              className={actionLink({ placement: 'cardFooter' })}
              data-pagefind-ignore=""
            >
              {service.cta.label[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
