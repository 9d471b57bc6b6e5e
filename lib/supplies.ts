import type { Product } from '@/content/schema';

/** One list read both ways, so device pages, supply pages and the finder never disagree. */
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

/** One pass over the supplies, not a catalogue scan per device (25 million at 5,000 products). */
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

/** Every query word, squeezed like a model code, in the device's names or id; empty matches all. */
export function matchesDevice(query: string, texts: readonly string[]): boolean {
  const haystack = texts.map(modelKey);
  const words = query.split(/\s+/).map(modelKey).filter(Boolean);
  return words.every((word) => haystack.some((text) => text.includes(word)));
}

/** Anything that is not a supply; the service request form offers these models. */
export function isDevice(product: Pick<Product, 'type' | 'compatibleWith'>): boolean {
  return product.type !== 'supply' && product.compatibleWith.length === 0;
}
