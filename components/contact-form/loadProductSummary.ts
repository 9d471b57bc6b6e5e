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

/**
 * Reads the product from its own page, like the comparison does: the page the visitor just came
 * from (often still cached), one file however large the catalogue. Loaded with import() only for
 * ?product=, so the contacts page does not carry it. Null for an id that breaks the id rule (never
 * fetched), when the catalogue lacks the product or when it could not be loaded: the form then
 * stays as it started.
 */
export async function loadProductSummary(
  locale: Locale,
  id: string,
): Promise<ProductSummaryData | null> {
  if (!isProductId(id)) return null;
  const [loaded] = await loadCompared([id], (product) => pageHref(locale, `/product/${product}`));
  return typeof loaded === 'object' ? { id, name: loaded.name, image: loaded.image } : null;
}
