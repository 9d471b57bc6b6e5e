import type { ComparedProduct } from './compareRows';

/** Read from the product's exported page (data-compare-*), so the export does not grow. */
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

/** `missing`: the catalogue lacks it; `failed`: unknown (offline, 5xx), so it stays in the list. */
export type LoadedProduct = ComparedProduct | 'missing' | 'failed';

const absent = new Set([404, 410]);

/** Fetches and reads the product pages of `ids` (in parallel). */
export async function loadCompared(
  ids: readonly string[],
  pageUrl: (id: string) => string,
): Promise<LoadedProduct[]> {
  const parser = new DOMParser();
  return Promise.all(
    ids.map(async (id): Promise<LoadedProduct> => {
      try {
        const response = await fetch(pageUrl(id));
        if (!response.ok) return absent.has(response.status) ? 'missing' : 'failed';
        const page = parser.parseFromString(await response.text(), 'text/html');
        return productPageData(id, page) ?? 'missing';
      } catch {
        return 'failed';
      }
    }),
  );
}

/** The loaded products, the ids the catalogue lacks, and the ids that could not be loaded. */
export function sortLoaded(ids: readonly string[], loaded: readonly LoadedProduct[]) {
  const at = (kind: 'missing' | 'failed') => ids.filter((_, index) => loaded[index] === kind);
  return {
    found: loaded.filter((product): product is ComparedProduct => typeof product === 'object'),
    missing: at('missing'),
    failed: at('failed'),
  };
}
