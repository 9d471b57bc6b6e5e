import type { ComparedProduct } from './compareTable';

/**
 * Reads what the comparison needs from a product's exported page, whose markup names it with
 * data-compare-* attributes (components/product-detail). The page is the one source: no extra
 * data file per product, so the export does not grow with the catalogue.
 */
export function productPageData(id: string, page: Document): ComparedProduct | null {
  const root = page.querySelector('[data-compare-product]');
  const name = root?.getAttribute('data-compare-product');
  if (!root || !name) return null;
  const imageSrc = root.getAttribute('data-compare-image');
  const specs: Record<string, string> = {};
  page.querySelectorAll('[data-spec-key]').forEach((row) => {
    const key = row.getAttribute('data-spec-key');
    const value = row.querySelector('td')?.textContent?.trim();
    if (key && value) specs[key] = value;
  });
  return {
    id,
    name,
    image: imageSrc ? { src: imageSrc, alt: root.getAttribute('data-compare-alt') ?? '' } : null,
    price: root.getAttribute('data-compare-price') || null,
    specs,
  };
}

/** Fetches and reads the product pages of `ids` (in parallel); unreadable ones come back null. */
export async function loadCompared(
  ids: readonly string[],
  pageUrl: (id: string) => string,
): Promise<(ComparedProduct | null)[]> {
  const parser = new DOMParser();
  return Promise.all(
    ids.map(async (id) => {
      try {
        const response = await fetch(pageUrl(id));
        if (!response.ok) return null;
        return productPageData(id, parser.parseFromString(await response.text(), 'text/html'));
      } catch {
        return null;
      }
    }),
  );
}
