import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeParams } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';
import { content } from '@/content';
import { CatalogPage } from '@/components/catalog/CatalogPage';
import { catalogMetadata } from '@/server/page-metadata';
import { findCategory, productsInCategory } from '@/lib/catalog';

export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams().flatMap(({ locale }) =>
    content.categories.map((category) => ({ locale, category: category.slug })),
  );
}

type Props = PageProps<'/[locale]/catalog/[category]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = findCategory(content.categories, (await params).category);
  return category ? catalogMetadata(await pageLocale(params), category) : {};
}

export default async function CategoryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const category = findCategory(content.categories, (await params).category);
  if (!category) notFound();
  return (
    <CatalogPage
      locale={locale}
      category={category}
      products={productsInCategory(content.products, category.slug)}
    />
  );
}
