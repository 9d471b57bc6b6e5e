import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { specKeys } from '@/content/constants';
import { Link } from '@/components/link/Link';
import { PageHeader } from '@/components/page-header/PageHeader';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { container } from '@/styles/utilities.css';
import { noScript, scripted } from '@/components/quote-list/QuotePage.css';
import { loadCompareLabels } from './labels';
import { CompareView } from './CompareView';

/** The comparison lives in the visitor's browser and address; the island draws it. */
export async function ComparePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ComparePage' });
  return (
    <div
      className={container}
      data-pagefind-body=""
      {...searchIndexAttributes({ kind: 'page', keywords: t('keywords').split(', ') })}
    >
      <PageHeader title={t('title')} lead={t('lead')} />
      <p className={noScript} data-pagefind-ignore="all">
        {t('noScript')}{' '}
        <Link locale={locale} href="/catalog">
          {t('browse')}
        </Link>
      </p>
      <div className={scripted} data-pagefind-ignore="all">
        <CompareView locale={locale} labels={await loadCompareLabels(locale)} keyOrder={specKeys} />
      </div>
    </div>
  );
}
