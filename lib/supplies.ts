import type { Product } from '@/content/schema';

/**
 * Supplies by device: a supply names the devices it fits (`compatibleWith`); these read that one
 * list both ways, so a device's page, a supply's page and the finder can never disagree.
 */
type Fitting = Pick<Product, 'id' | 'compatibleWith'>;

/** The supplies that fit a device, in catalogue order. */
export function suppliesFor<T extends Fitting>(products: readonly T[], deviceId: string): T[] {
  return products.filter((product) => product.compatibleWith.includes(deviceId));
}

/** The devices a supply fits, in catalogue order (ids the catalogue no longer has are skipped). */
export function devicesFor<T extends Fitting>(products: readonly T[], supply: Fitting): T[] {
  return products.filter((product) => supply.compatibleWith.includes(product.id));
}

export interface FinderEntry<T> {
  device: T;
  supplies: T[];
}

/** Every device that has supplies, with them, in catalogue order: the finder's list. */
export function supplyFinder<T extends Fitting>(products: readonly T[]): FinderEntry<T>[] {
  return products
    .map((device) => ({ device, supplies: suppliesFor(products, device.id) }))
    .filter((entry) => entry.supplies.length > 0);
}

/** Lower case, letters and digits only: "C-3030", "c 3030" and "C3030" are one model. */
export function modelKey(text: string): string {
  return text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether what a visitor typed names this device: every word of the query, squeezed like a model
 * code, appears in one of the device's texts (its names in both languages, its id). An empty
 * query matches every device.
 */
export function matchesDevice(query: string, texts: readonly string[]): boolean {
  const haystack = texts.map(modelKey);
  const words = query.split(/\s+/).map(modelKey).filter(Boolean);
  return words.every((word) => haystack.some((text) => text.includes(word)));
}
