import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeParams } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';
import { content } from '@/content';
import { CatalogPage } from '@/components/catalog/CatalogPage';
import { catalogMetadata } from '@/server/page-metadata';
import { parsePage } from '@/lib/catalog-pages';
import { catalogPageRoutes } from '@/content/site-routes';

export const dynamicParams = false;

export function generateStaticParams() {
  const pages = catalogPageRoutes(content).filter((route) => route.category === undefined);
  return localeParams().flatMap(({ locale }) =>
    pages.map(({ page }) => ({ locale, page: String(page) })),
  );
}

type Props = PageProps<'/[locale]/catalog/page/[page]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePage((await params).page) ?? 1;
  return catalogMetadata(await pageLocale(params), undefined, page);
}

export default async function FullCatalogNumberedPage({ params }: Props) {
  const locale = await pageLocale(params);
  const page = parsePage((await params).page);
  if (!page) notFound();
  return <CatalogPage locale={locale} products={content.products} page={page} />;
}
