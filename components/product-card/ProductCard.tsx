import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content';
import { catalogCard } from '@/lib/catalog-cards';
import { basePath } from '@/lib/site';
import { ProductCardView, type ProductCardLabels } from './ProductCardView';

export async function productCardLabels(locale: Locale): Promise<ProductCardLabels> {
  const t = await getTranslations({ locale, namespace: 'ProductCard' });
  return {
    speed: t.raw('speed') as string,
    price: t('price'),
    details: t('details'),
    detailsLabel: t.raw('detailsLabel') as string,
    request: t('request'),
    requestLabel: t.raw('requestLabel') as string,
  };
}

/** A product card for server pages (related products); the catalogue renders ProductCardView. */
export async function ProductCard({ locale, product }: { locale: Locale; product: Product }) {
  return (
    <ProductCardView
      card={catalogCard(product, locale)}
      labels={await productCardLabels(locale)}
      localeBase={`${basePath}/${locale}`}
    />
  );
}
