import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Category } from '@/content';
import { pageMetadata } from '@/lib/metadata';

export async function catalogMetadata(locale: Locale, category?: Category): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'CatalogPage' });
  if (!category) return pageMetadata(locale, '/catalog', t('title'), t('description'));
  const name = category.name[locale];
  return pageMetadata(
    locale,
    `/catalog/${category.slug}`,
    t('categoryTitle', { category: name }),
    t('categoryDescription', { category: name, description: category.description[locale] }),
  );
}
