import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeParams } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';
import { content } from '@/content';
import { findProduct } from '@/lib/catalog';
import { pageMetadata, productIllustration, productOgImage } from '@/lib/metadata';
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
  if (!product) return {};
  const illustration = productIllustration(product.images);
  return pageMetadata(
    locale,
    `/product/${product.id}`,
    product.name[locale],
    product.description[locale],
    {
      path: productOgImage(illustration?.src),
      alt: illustration?.alt[locale] ?? product.name[locale],
    },
  );
}

export default async function ProductPage({ params }: Props) {
  const locale = await pageLocale(params);
  const product = findProduct(content.products, (await params).id);
  if (!product) notFound();
  return <ProductDetail locale={locale} product={product} />;
}
