import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { content } from '@/content';
import { CatalogPage } from '@/components/catalog/CatalogPage';
import { catalogMetadata } from '@/server/page-metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/catalog'>): Promise<Metadata> {
  return catalogMetadata(await pageLocale(params));
}

export default async function FullCatalogPage({ params }: PageProps<'/[locale]/catalog'>) {
  const locale = await pageLocale(params);
  return <CatalogPage locale={locale} products={content.products} />;
}
