import { isLocale, localeParams } from '@/i18n/routing';
import { content } from '@/content';
import { productsInCategory } from '@/lib/catalog';
import { allProductsKey, catalogCard, type CatalogData } from '@/lib/catalog-cards';

// One JSON file per category and language (plus "all"), generated at build: the catalogue's
// filter island loads it, so the HTML only carries the first page of cards at any catalogue size.
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
  if (!isLocale(locale)) return new Response('Unknown language', { status: 404 });
  const products =
    key === allProductsKey ? content.products : productsInCategory(content.products, key);
  const data: CatalogData = { products: products.map((product) => catalogCard(product, locale)) };
  return Response.json(data);
}
