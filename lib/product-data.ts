import type { Locale } from '@/i18n/routing';
import { assetPath } from './site';

/** A catalogue device (not a supply) the service request form can name. */
export interface Device {
  id: string;
  name: string;
}

/** The JSON the build writes per language (app/product-data/[locale]/[file]/route.ts). */
export interface DeviceList {
  devices: Device[];
}

export const devicesFile = 'devices.json';

/** Every product's name by id: what the request Function checks quote lines against. */
export interface ProductNames {
  names: Record<string, string>;
}

export const namesFile = 'names.json';

/** Where the devices JSON is exported, e.g. /gps-app/product-data/ka/devices.json. */
export function devicesPath(locale: Locale): string {
  return assetPath(`/product-data/${locale}/${devicesFile}`);
}

/** Where the names JSON is exported, e.g. /gps-app/product-data/ka/names.json. */
export function productNamesPath(locale: Locale): string {
  return assetPath(`/product-data/${locale}/${namesFile}`);
}

/** The names of a fetched list, string values only; anything else reads as no names. */
export function parseProductNames(data: unknown): Record<string, string> {
  const names = (data as { names?: unknown } | null)?.names;
  if (typeof names !== 'object' || names === null || Array.isArray(names)) return {};
  return Object.fromEntries(
    Object.entries(names).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The devices of a fetched list; anything not shaped like one (a proxy's page, an old file) is dropped. */
export function parseDevices(data: unknown): Device[] {
  const list = (data as { devices?: unknown } | null)?.devices;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Device =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Device).id === 'string' &&
      typeof (item as Device).name === 'string',
  );
}
