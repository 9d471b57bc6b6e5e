import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { localizedPath } from '@/lib/locale-path';
import { basePath } from '@/lib/site';
import { PageHeader } from '@/components/page-header/PageHeader';
import { container } from '@/styles/utilities.css';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';

export async function SearchPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SearchPage' });
  const r = await getTranslations({ locale, namespace: 'SearchResults' });
  const box = await getTranslations({ locale, namespace: 'SearchBox' });
  const raw = (key: 'countZero' | 'countOne' | 'countOther') => r.raw(key) as string;
  const href = (path: string) => `${basePath}${localizedPath(locale, path)}`;
  const browseLinks = [
    { label: t('fullCatalogue'), href: href('/catalog') },
    ...content.categories
      .filter((category) => category.group === 'segment')
      .map((category) => ({
        label: category.name[locale],
        href: href(`/catalog/${category.slug}`),
      })),
  ];
  return (
    <div className={container}>
      <PageHeader title={t('title')} />
      <SearchBox action={href('/search')} labels={{ label: box('label'), submit: box('submit') }} />
      <SearchResults
        locale={locale}
        browseLinks={browseLinks}
        labels={{
          enterQuery: r('enterQuery'),
          count: { zero: raw('countZero'), one: raw('countOne'), other: raw('countOther') },
          loading: r('loading'),
          error: r('error'),
          showMore: r('showMore'),
          kinds: { product: r('kindProduct'), category: r('kindCategory'), page: r('kindPage') },
          productIn: r.raw('kindProductIn') as string,
          noResultsHint: r('noResultsHint'),
          browse: r('browse'),
        }}
      />
      <noscript>
        <p>{t('noScript')}</p>
      </noscript>
    </div>
  );
}
