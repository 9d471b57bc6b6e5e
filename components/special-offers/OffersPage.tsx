import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { liveOffers } from '@/lib/offers';
import { searchIndexAttributes } from '@/lib/search/page-attributes';
import { PageHeader } from '@/components/page-header/PageHeader';
import { container } from '@/styles/utilities.css';
import { SpecialOffers } from './SpecialOffers';

/** Every live offer with its terms, so a search for "discount" or an offer's words finds a page. */
export async function OffersPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OffersPage' });
  const live = liveOffers(content.offers, new Date()).length > 0;
  const search = searchIndexAttributes({ kind: 'page', keywords: t('keywords').split(', ') });
  return (
    <div className={container} data-pagefind-body="" {...search}>
      <PageHeader title={t('title')} lead={t('description')} />
      {live ? <SpecialOffers locale={locale} /> : <p>{t('none')}</p>}
    </div>
  );
}
