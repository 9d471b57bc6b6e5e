import type { Locale } from '@/i18n/routing';
import { loadCompared } from '@/components/compare/productPageData';
import { pageHref } from '@/lib/page-href';
import { isProductId } from '@/lib/quote-list/lines';

/** The product a "Request a quote" link names (`?product=<id>`), as the form shows it. */
export interface ProductSummaryData {
  id: string;
  name: string;
  /** The narrowest variant of the product's first photo, or null without one. */
  image: { src: string; alt: string } | null;
}

/** From the product's own page (often cached); null for a bad id, a missing product, a failure. */
export async function loadProductSummary(
  locale: Locale,
  id: string,
): Promise<ProductSummaryData | null> {
  if (!isProductId(id)) return null;
  const [loaded] = await loadCompared([id], (product) => pageHref(locale, `/product/${product}`));
  return typeof loaded === 'object' ? { id, name: loaded.name, image: loaded.image } : null;
}
