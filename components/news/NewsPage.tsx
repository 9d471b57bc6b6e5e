import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { NewsItem } from '@/content/schema';
import { PageHeader } from '@/components/page-header/PageHeader';
import { container } from '@/styles/utilities.css';
import { NewsList } from './NewsList';
import { searchIndexAttributes } from '@/lib/search/page-attributes';

/** The news page: 'coming soon' while content/news/ has no items, the list once it is not. */
export async function NewsPage({ locale, items }: { locale: Locale; items: readonly NewsItem[] }) {
  const t = await getTranslations({ locale, namespace: 'NewsPage' });
  return (
    <div className={container} data-pagefind-body="" {...searchIndexAttributes({ kind: 'page' })}>
      <PageHeader title={t('title')} lead={items.length === 0 ? t('comingSoon') : t('lead')} />
      {items.length > 0 ? <NewsList locale={locale} items={items} /> : null}
    </div>
  );
}
