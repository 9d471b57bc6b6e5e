import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Product } from '@/content/schema';
import { productFacets, type RouteFacetKey } from '@/lib/catalog-facets';
import { cardFacts, type CatalogCard, type CatalogDataCard } from '@/lib/catalog-cards';
import type { TermsText } from '@/lib/product-terms';
import { imageView } from './image-manifest';

/** `terms`: the product's price and stock lines, written by the caller (they need messages). */
export function catalogCard(product: Product, locale: Locale, terms: TermsText): CatalogCard {
  const image = product.images[0];
  return {
    id: product.id,
    name: product.name[locale],
    image: image ? imageView(image.src, image.alt[locale]) : null,
    facts: cardFacts(product, locale),
    price: terms.price,
    availability: terms.availability,
    sale: terms.sale ?? null,
  };
}

export function catalogDataCard(
  product: Product,
  locale: Locale,
  facets: readonly RouteFacetKey[],
  terms: TermsText,
): CatalogDataCard {
  return {
    ...catalogCard(product, locale, terms),
    facets: productFacets(product, facets),
    priceValue: product.price
      ? {
          amount: product.price.amount,
          currency: product.price.currency,
          // A starting price: the quote list's total is then "from …" too.
          ...(product.price.from && { from: true }),
        }
      : null,
    // The content has no date: "new" is the dealer's own tag (lib/catalog-sort.ts).
    isNew: product.tags.includes('new'),
  };
}
