import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { localizedPath } from '@/lib/locale-path';
import { PageHeader } from '@/components/page-header/PageHeader';
import { container } from '@/styles/utilities.css';
import { SearchResults } from './SearchResults';
import type { SearchEntry } from './searchIndex';

function searchEntriesFor(locale: Locale): SearchEntry[] {
  const products: SearchEntry[] = content.products.map((product) => ({
    kind: 'product',
    href: localizedPath(locale, `/product/${product.id}`),
    title: product.name[locale],
    text: product.subtitle[locale],
  }));
  const categories: SearchEntry[] = content.categories.map((category) => ({
    kind: 'category',
    href: localizedPath(locale, `/catalog/${category.slug}`),
    title: category.name[locale],
    text: category.description[locale],
  }));
  return [...categories, ...products];
}

export async function SearchPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SearchPage' });
  const messages = await getMessages({ locale });
  return (
    <div className={container}>
      <PageHeader title={t('title')} />
      <NextIntlClientProvider locale={locale} messages={{ SearchResults: messages.SearchResults }}>
        <SearchResults entries={searchEntriesFor(locale)} />
      </NextIntlClientProvider>
    </div>
  );
}
