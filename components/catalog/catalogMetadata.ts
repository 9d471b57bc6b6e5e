import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Category } from '@/content';
import { pageMetadata } from '@/lib/metadata';
import { catalogPagePath } from '@/content/site-routes';

/** Title and canonical per catalogue page; page 2+ is its own page, page 1 is the plain URL. */
export async function catalogMetadata(
  locale: Locale,
  category?: Category,
  page = 1,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'CatalogPage' });
  const path = catalogPagePath(category?.slug, page);
  const name = category?.name[locale];
  const title = name ? t('categoryTitle', { category: name }) : t('title');
  const description = category
    ? t('categoryDescription', { category: name!, description: category.description[locale] })
    : t('description');
  if (page < 2) return pageMetadata(locale, path, title, description);
  return pageMetadata(
    locale,
    path,
    t('pagedTitle', { title, page }),
    t('pagedDescription', { description, page }),
  );
}
