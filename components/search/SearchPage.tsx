import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { pageHref } from '@/lib/page-href';
import { brandsNotSold } from '@/lib/search-brands';
import { PageHeader } from '@/components/page-header/PageHeader';
import { container } from '@/styles/utilities.css';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import { loadSearchBoxLabels, loadSearchResultsLabels } from './labels';

export async function SearchPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SearchPage' });
  const browseLinks = [
    { label: t('fullCatalogue'), href: pageHref(locale, '/catalog') },
    ...content.categories
      .filter((category) => category.group === 'segment')
      .map((category) => ({
        label: category.name[locale],
        href: pageHref(locale, `/catalog/${category.slug}`),
      })),
  ];
  return (
    <div className={container}>
      <PageHeader title={t('title')} />
      <SearchBox action={pageHref(locale, '/search')} labels={await loadSearchBoxLabels(locale)} />
      <SearchResults
        locale={locale}
        browseLinks={browseLinks}
        brands={brandsNotSold(content.categories)}
        labels={await loadSearchResultsLabels(locale)}
      />
      <noscript>
        <p>{t('noScript')}</p>
      </noscript>
    </div>
  );
}
