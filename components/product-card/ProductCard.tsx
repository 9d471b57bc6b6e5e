import { compileMessage } from '@/server/compile-message';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content';
import { catalogCard } from '@/server/catalog-card-builder';
import type { KeyFactKey } from '@/lib/key-facts';
import { productTermsText } from '@/server/product-terms-text';
import { loadListToggleLabels } from '@/components/list-toggles/labels';
import { vatText } from '@/server/vat-text';
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
    speed: compileMessage(t.raw('speed') as string),
    facts,
    price: t('price'),
    ask: t('ask'),
    askLabel: compileMessage(t.raw('askLabel') as string),
    vat: (await vatText(locale)).note,
    lists: await loadListToggleLabels(locale),
  };
}

/** Compact cards for server pages (related products); the catalogue renders ProductCardView. */
export async function CompactProductCards({
  locale,
  products,
}: {
  locale: Locale;
  products: Product[];
}) {
  const termsText = await productTermsText(locale);
  const labels = await productCardLabels(locale, []);
  return products.map((product) => (
    <li key={product.id}>
      <ProductCardView
        card={catalogCard(product, locale, termsText(product))}
        labels={labels}
        locale={locale}
        compact
      />
    </li>
  ));
}
