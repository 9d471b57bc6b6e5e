import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content';
import { catalogCard } from '@/server/catalog-card-builder';
import type { KeyFactKey } from '@/lib/key-facts';
import { productTermsText } from '@/server/product-terms-text';
import { loadListToggleLabels } from '@/components/list-toggles/labels';
import { ProductCardView, type ProductCardLabels } from './ProductCardView';

/** Card labels, with the fact labels of `factKeys` only (the cards that will show them). */
export async function productCardLabels(
  locale: Locale,
  factKeys: Iterable<KeyFactKey>,
): Promise<ProductCardLabels> {
  const t = await getTranslations({ locale, namespace: 'ProductCard' });
  const specLabel = await getTranslations({ locale, namespace: 'ProductSpecs' });
  const facts: ProductCardLabels['facts'] = {};
  for (const key of factKeys)
    facts[key] = key === 'format' ? t('format') : specLabel(key === 'speedPpm' ? 'speed' : key);
  return {
    speed: t.raw('speed') as string,
    facts,
    price: t('price'),
    ask: t('ask'),
    askLabel: t.raw('askLabel') as string,
    lists: await loadListToggleLabels(locale),
  };
}

/** A product card for server pages (related products); the catalogue renders ProductCardView. */
export async function ProductCard({ locale, product }: { locale: Locale; product: Product }) {
  const card = catalogCard(product, locale, (await productTermsText(locale))(product));
  return (
    <ProductCardView
      card={card}
      labels={await productCardLabels(
        locale,
        card.facts.map((fact) => fact.key),
      )}
      locale={locale}
    />
  );
}
