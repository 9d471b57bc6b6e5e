import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { PageHeader } from '@/components/page-header/PageHeader';
import { Link } from '@/components/link/Link';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { actionLink } from '@/styles/controls.css';
import { container } from '@/styles/utilities.css';
import { loadPlanWords } from './planWords';
import { RentalPlans } from './RentalPlans';
import { planView, rentableProducts, rentalContactHref } from './planTerms';
import * as styles from './RentalPage.css';

/** All indexed, so "rental" or "იჯარა" finds the page. */
export async function RentalPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'RentalPage' });
  const { rental } = content;
  const words = await loadPlanWords(locale);
  const devices = rentableProducts(content.products);
  const search = searchIndexAttributes({ kind: 'page', keywords: t('keywords').split(', ') });
  return (
    <div className={container} data-pagefind-body="" {...search}>
      <PageHeader title={t('title')} lead={rental.intro[locale]} />
      <section aria-labelledby="rental-plans" className={styles.section}>
        <h2 id="rental-plans" className={styles.heading}>
          {t('plansHeading')}
        </h2>
        <RentalPlans
          locale={locale}
          plans={rental.plans.map((plan) => planView(plan, locale, words))}
          askPlan={(plan) => t('askPlan', { plan })}
        />
      </section>
      {rental.terms?.[locale].length ? (
        <section aria-labelledby="rental-terms" className={styles.section}>
          <h2 id="rental-terms" className={styles.heading}>
            {t('termsHeading')}
          </h2>
          <ul className={styles.terms}>
            {rental.terms[locale].map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {devices.length > 0 ? (
        <section aria-labelledby="rental-devices" className={styles.section}>
          <h2 id="rental-devices" className={styles.heading}>
            {t('devicesHeading')}
          </h2>
          <ul className={styles.devices}>
            {devices.map((product) => (
              <li key={product.id}>
                <Link locale={locale} href={`/product/${product.id}`}>
                  {product.name[locale]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles.actions} data-pagefind-ignore="">
        <Link locale={locale} href={rentalContactHref()} className={actionLink()}>
          {t('ask')}
        </Link>
        <Link locale={locale} href="/services/request#meter">
          {t('meterLink')}
        </Link>
      </p>
    </div>
  );
}
