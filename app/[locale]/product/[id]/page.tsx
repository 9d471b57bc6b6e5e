import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeParams } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';
import { content } from '@/content';
import { findProduct } from '@/lib/catalog';
import { productMetadata } from '@/server/page-metadata';
import { ProductDetail } from '@/components/product-detail/ProductDetail';

export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams().flatMap(({ locale }) =>
    content.products.map((product) => ({ locale, id: product.id })),
  );
}

type Props = PageProps<'/[locale]/product/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const product = findProduct(content.products, (await params).id);
  return product ? productMetadata(locale, product) : {};
}

export default async function ProductPage({ params }: Props) {
  const locale = await pageLocale(params);
  const product = findProduct(content.products, (await params).id);
  if (!product) notFound();
  return <ProductDetail locale={locale} product={product} />;
}
