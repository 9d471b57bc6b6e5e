import type { Category, LocalizedText, Product } from '@/content/schema';
import { paperFormats, productTypes, type FacetKey, type SpecKey } from '@/content/constants';
import type { FacetCounts } from './catalog-filters';

/**
 * A category names its facets; options are read from products at build. Type, speed and format
 * are product fields; others are specification keys, grouped so "480 mm" and "480mm" are one.
 */

/** From several specifications: colour (resolution's last item), duplex printing, feeder. */
export const derivedFacetKeys = ['colour', 'duplex', 'feeder'] as const;
export type DerivedFacetKey = (typeof derivedFacetKeys)[number];
/** Every filter a route can have: a category's (content) or a derived one. */
export type RouteFacetKey = FacetKey | DerivedFacetKey;

/** The options of the derived filters, in the panel's order. */
export const derivedOptions: Record<DerivedFacetKey, readonly string[]> = {
  colour: ['colour', 'mono'],
  duplex: ['duplex'],
  feeder: ['adf', 'duplex-adf'],
};

export const isDerivedFacet = (key: string): key is DerivedFacetKey =>
  (derivedFacetKeys as readonly string[]).includes(key);

/** The full catalogue's filters (each category lists its own in content/categories/). */
export const catalogueFacets: readonly FacetKey[] = ['type', 'speed', 'format'];

/** Specifications whose value is a list ("C3030, C3045 and C3080"): each item is an option. */
export const listSpecKeys: readonly SpecKey[] = ['compatibility', 'tools', 'interfaces'];

/** One option value of a product: the value in the URL and, for specifications, its text. */
export interface FacetValue {
  /** The same in both languages: "480-mm", "p-4", "printer", "45", "A3". */
  value: string;
  /** The option's text in each language; null for type and speed (named by messages) and format (a code). */
  label: LocalizedText | null;
}

export interface FacetOptionData extends FacetValue {
  /** How many of the route's products have this value. */
  count: number;
}

export interface FacetData {
  key: RouteFacetKey;
  options: FacetOptionData[];
}

const maxValueLength = 60;

/** Lower case, no thousands separators, "-" between number and word ("480mm" → "480-mm"). */
export function valueKey(text: string): string {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d)[,\s\u00a0](?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d),(?=\d)/g, '$1.')
    .match(/[\p{L}\d]+(?:\.\d+)*/gu);
  // A number glued to its unit is two words ("480mm"); a model code stays one ("C3030").
  return (words ?? [])
    .flatMap((word) => /^(\d+(?:\.\d+)*)(\p{L}+)$/u.exec(word)?.slice(1) ?? [word])
    .join('-')
    .slice(0, maxValueLength);
}

/** The lead of a spec value, before any bracket or comma: "P-4 (DIN 66399), cross-cut" → "P-4". */
export function valueHead(text: string): string {
  return (text.split(/\s*\(|,\s+/)[0] ?? '').trim();
}

const listSeparator = { ka: /,\s+|\s+და\s+/, en: /,\s+|\s+and\s+/i } as const;
const listItems = (text: string, locale: keyof LocalizedText) =>
  text
    .split(listSeparator[locale])
    .map((item) => item.trim())
    .filter(Boolean);

/** "oscillating knife" → "Oscillating knife"; Georgian has no capitals to add. */
const capitalise = (text: string) =>
  /^[a-z]/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
const labelOf = (ka: string, en: string): LocalizedText => ({
  ka: capitalise(ka),
  en: capitalise(en),
});

function specValues(product: Product, key: SpecKey): FacetValue[] {
  const spec = product.specifications.find((row) => row.key === key);
  if (!spec) return [];
  if (!listSpecKeys.includes(key)) {
    const [ka, en] = [valueHead(spec.value.ka), valueHead(spec.value.en)];
    return [{ value: valueKey(en), label: labelOf(ka, en) }];
  }
  const en = listItems(spec.value.en, 'en');
  const ka = listItems(spec.value.ka, 'ka');
  // A Georgian list of another length names items by their English text (a model code or name).
  return en.map((item, index) => ({
    value: valueKey(item),
    label: labelOf(ka.length === en.length ? (ka[index] ?? item) : item, item),
  }));
}

/** A device without a speedPpm still has a speed when its specification says it: "60 ppm (A4)" → 60. */
function specSpeed(product: Product): number | undefined {
  const spec = product.specifications.find((row) => row.key === 'speed');
  const match = spec ? /^(\d+)\s*ppm\b/i.exec(spec.value.en) : null;
  return match ? Number(match[1]) : undefined;
}

const specText = (product: Product, key: SpecKey) =>
  product.specifications.find((row) => row.key === key)?.value.en;

/** A derived filter's values of a product (module comment above derivedFacetKeys). */
export function derivedValues(product: Product, key: DerivedFacetKey): string[] {
  if (key === 'colour') {
    const last = valueKey(specText(product, 'resolution')?.split(/,\s*/).pop() ?? '');
    return derivedOptions.colour.includes(last) ? [last] : [];
  }
  if (key === 'duplex') {
    const said = product.features.en.some(
      (feature) => /\bduplex\b/i.test(feature) && !/\bscan/i.test(feature),
    );
    return specText(product, 'duplex') !== undefined || said ? ['duplex'] : [];
  }
  const scan = specText(product, 'scan');
  if (scan === undefined) return [];
  return valueHead(scan).toLowerCase() === 'duplex' ? ['adf', 'duplex-adf'] : ['adf'];
}

/** A product's option values for one facet (none when it lacks the field or specification). */
export function productFacetValues(product: Product, key: RouteFacetKey): FacetValue[] {
  let values: FacetValue[];
  if (isDerivedFacet(key))
    values = derivedValues(product, key).map((value) => ({ value, label: null }));
  else if (key === 'type') values = [{ value: product.type, label: null }];
  else if (key === 'speed') {
    const speed = product.speedPpm ?? specSpeed(product);
    values = speed ? [{ value: String(speed), label: null }] : [];
  } else if (key === 'format')
    values = product.format ? [{ value: product.format, label: null }] : [];
  else values = specValues(product, key);
  const seen = new Set<string>();
  return values.filter(({ value }) => value !== '' && !seen.has(value) && !!seen.add(value));
}

/** A product's option values for the given facets, as the catalogue JSON carries them. */
export function productFacets(
  product: Product,
  keys: readonly RouteFacetKey[],
): Record<string, string[]> {
  return Object.fromEntries(
    keys.map((key) => [key, productFacetValues(product, key).map(({ value }) => value)]),
  );
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Options in a fixed order, the same in both languages. */
function compareOptions(key: RouteFacetKey, a: FacetOptionData, b: FacetOptionData): number {
  if (isDerivedFacet(key))
    return derivedOptions[key].indexOf(a.value) - derivedOptions[key].indexOf(b.value);
  if (key === 'type')
    return (
      productTypes.indexOf(a.value as Product['type']) -
      productTypes.indexOf(b.value as Product['type'])
    );
  if (key === 'speed') return Number(a.value) - Number(b.value);
  if (key === 'format')
    return (
      paperFormats.indexOf(a.value as (typeof paperFormats)[number]) -
      paperFormats.indexOf(b.value as (typeof paperFormats)[number])
    );
  return collator.compare(a.label?.en ?? a.value, b.label?.en ?? b.value);
}

/** Every option the products have for a facet, with counts; a value's first text names it. */
export function facetData(products: readonly Product[], key: RouteFacetKey): FacetData {
  const options = new Map<string, FacetOptionData>();
  for (const product of products)
    for (const value of productFacetValues(product, key)) {
      const option = options.get(value.value);
      if (option) option.count += 1;
      else options.set(value.value, { ...value, count: 1 });
    }
  return { key, options: [...options.values()].sort((a, b) => compareOptions(key, a, b)) };
}

/** Left out when they cannot narrow (no option, or one every product has). */
export function routeFacets(
  products: readonly Product[],
  keys: readonly RouteFacetKey[],
): FacetData[] {
  return keys
    .map((key) => facetData(products, key))
    .filter(
      ({ options }) =>
        options.length > 1 || (options.length === 1 && options[0]!.count < products.length),
    );
}

/** The category's (or full catalogue's) keys, then the derived ones. */
export function facetKeysOf(category: Category | undefined): readonly RouteFacetKey[] {
  return [...(category ? category.facets : catalogueFacets), ...derivedFacetKeys];
}

/** The counts of a route with no filter chosen, as facetCounts() would give them. */
export function unfilteredCounts(facets: FacetData[], total: number): FacetCounts {
  return Object.fromEntries(
    facets.map(({ key, options }) => [
      key,
      { all: total, options: Object.fromEntries(options.map((o) => [o.value, o.count])) },
    ]),
  );
}
