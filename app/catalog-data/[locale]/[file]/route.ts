import { hasLocale, localeParams, routing } from '@/i18n/routing';
import { content } from '@/content';
import { findCategory, productsInCategory } from '@/lib/catalog';
import { allProductsKey, type CatalogData } from '@/lib/catalog-cards';
import { catalogDataCard } from '@/server/catalog-card-builder';
import { facetKeysOf, routeFacets } from '@/lib/catalog-facets';
import { productTermsText } from '@/server/product-terms-text';

// Per-category JSON for the filter island, so the HTML only carries the first page of cards.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  const keys = [allProductsKey, ...content.categories.map((category) => category.slug)];
  return localeParams().flatMap(({ locale }) =>
    keys.map((key) => ({ locale, file: `${key}.json` })),
  );
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/catalog-data/[locale]/[file]'>,
) {
  const { locale, file } = await params;
  const key = file.replace(/\.json$/, '');
  if (!hasLocale(routing.locales, locale)) return new Response('Unknown language', { status: 404 });
  const category = key === allProductsKey ? undefined : findCategory(content.categories, key);
  if (key !== allProductsKey && !category) return new Response('Unknown category', { status: 404 });
  const products = category ? productsInCategory(content.products, key) : content.products;
  // Each card carries its values for the facets the route's panel shows, and no others.
  const facets = routeFacets(products, facetKeysOf(category)).map((facet) => facet.key);
  const terms = await productTermsText(locale);
  const data: CatalogData = {
    products: products.map((product) => catalogDataCard(product, locale, facets, terms(product))),
  };
  return Response.json(data);
}
