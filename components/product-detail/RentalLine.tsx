import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content, type Product } from '@/content';
import { Link } from '@/components/link/Link';
import { formatMoney } from '@/lib/format';
import { lowestMonthly, rentalContactHref } from '@/components/rental/planTerms';
import * as styles from './RentalLine.css';

/** Rentable products only: the lowest monthly fee, the plans and the rental contact form. */
export async function RentalLine({ locale, product }: { locale: Locale; product: Product }) {
  if (!product.rentable) return null;
  const t = await getTranslations({ locale, namespace: 'RentalLine' });
  const lowest = lowestMonthly(content.rental.plans);
  return (
    <p className={styles.line} data-rental-line="">
      <strong>{t('label')}:</strong>{' '}
      {lowest === undefined
        ? t('onRequest')
        : t('from', { price: formatMoney(lowest, 'GEL', locale) })}{' '}
      <Link locale={locale} href="/rental">
        {t('plans')}
      </Link>
      {' · '}
      <Link locale={locale} href={rentalContactHref({ product: product.id })}>
        {t('ask')}
      </Link>
    </p>
  );
}
