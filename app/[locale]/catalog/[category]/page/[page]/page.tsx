import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeParams } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';
import { content } from '@/content';
import { CatalogPage } from '@/components/catalog/CatalogPage';
import { catalogMetadata } from '@/server/page-metadata';
import { findCategory, productsInCategory } from '@/lib/catalog';
import { parsePage } from '@/lib/catalog-pages';
import { catalogPageRoutes } from '@/content/site-routes';

export const dynamicParams = false;

export function generateStaticParams() {
  const pages = catalogPageRoutes(content).filter((route) => route.category !== undefined);
  return localeParams().flatMap(({ locale }) =>
    pages.map(({ category, page }) => ({ locale, category: category!, page: String(page) })),
  );
}

type Props = PageProps<'/[locale]/catalog/[category]/page/[page]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category: slug, page } = await params;
  const category = findCategory(content.categories, slug);
  return category ? catalogMetadata(await pageLocale(params), category, parsePage(page) ?? 1) : {};
}

export default async function CategoryNumberedPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { category: slug, page: segment } = await params;
  const category = findCategory(content.categories, slug);
  const page = parsePage(segment);
  if (!category || !page) notFound();
  return (
    <CatalogPage
      locale={locale}
      category={category}
      page={page}
      products={productsInCategory(content.products, category.slug)}
    />
  );
}
