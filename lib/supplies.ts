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

/**
 * Every device that has supplies, with them, in catalogue order: the finder's list. One pass
 * over the supplies, not a catalogue scan per device (5,000 products would be 25 million).
 */
export function supplyFinder<T extends Fitting>(products: readonly T[]): FinderEntry<T>[] {
  const byDevice = new Map<string, T[]>();
  for (const supply of products)
    for (const id of new Set(supply.compatibleWith))
      byDevice.set(id, (byDevice.get(id) ?? []).concat(supply));
  return products.flatMap((device) => {
    const supplies = byDevice.get(device.id);
    return supplies ? [{ device, supplies }] : [];
  });
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

/**
 * A device the service team looks after: anything that is not a supply (type "supply", or a
 * product that names the devices it fits). The service request form offers these models.
 */
export function isDevice(product: Pick<Product, 'type' | 'compatibleWith'>): boolean {
  return product.type !== 'supply' && product.compatibleWith.length === 0;
}
