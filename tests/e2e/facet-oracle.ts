import type { FacetKey, Product } from '../../content/schema';

/**
 * The catalogue filters' options as a reader of the content files would list them, written
 * apart from lib/catalog-facets.ts so the browser tests do not check the site against itself:
 * type, speed and format are the product fields of those names (a speed without speedPpm is read
 * from the "NN ppm" specification); any other filter is a specification, whose option is the
 * value's lead (before a bracket or ", "), one option per item for the list specifications.
 * Values that differ only in spacing, case or signs ("480 mm", "480mm"; "±0.1 mm", "0.1 mm") are
 * one option.
 */
export interface FacetOption {
  /** The option's value in the URL (?cutWidth=480-mm); values equal here are one option. */
  value: string;
  /** The option's text on the panel, for specifications; null where messages name it. */
  label: { ka: string; en: string } | null;
  count: number;
}

const listSpecifications = new Set<string>(['compatibility', 'tools', 'interfaces']);

/**
 * An option's value in the URL, by the rule docs/architecture.md gives ("Products, catalogue and
 * search"): lower case, thousands separators dropped, the words and numbers joined by "-" ("1,200
 * sheets" → "1200-sheets", "480mm" → "480-mm").
 */
const urlValue = (text: string) =>
  (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/(\d)[,\s\u00a0](?=\d{3}\b)/g, '$1')
      .replace(/(\d),(?=\d)/g, '$1.')
      .match(/[\p{L}\d]+(?:\.\d+)*/gu) ?? []
  )
    .flatMap((word) => word.match(/^[\d.]+(?=\p{L})|\p{L}+$|.+/gu) ?? [])
    .join('-')
    .slice(0, 60);
const lead = (text: string) => text.split(/\s*\(|,\s+/)[0]!.trim();
// Georgian is written without capitals (toUpperCase would make Mtavruli of it): Latin only.
const upperFirst = (text: string) => text.replace(/^[a-z]/, (letter) => letter.toUpperCase());
const items = (text: string, and: string) =>
  text
    .split(new RegExp(`,\\s+|\\s+${and}\\s+`, 'i'))
    .map((item) => item.trim())
    .filter(Boolean);

type Value = Omit<FacetOption, 'count'>;

/**
 * The filters every route gets where its products differ in them (docs: colour or mono, duplex
 * printing, document feeder), read here from the English specifications and features:
 * colour/mono is the resolution's last word; duplex is a duplex row or a feature about duplex
 * printing (not scanning); a feeder is any scan rating, a two-sided one when it starts "Duplex".
 */
export const derivedFilters = ['colour', 'duplex', 'feeder'] as const;
export type DerivedFilter = (typeof derivedFilters)[number];
export type AnyFilter = FacetKey | DerivedFilter;
const isDerived = (key: string): key is DerivedFilter =>
  (derivedFilters as readonly string[]).includes(key);
const specEn = (product: Product, key: string) =>
  product.specifications.find((row) => row.key === key)?.value.en;

function derivedOfProduct(product: Product, key: DerivedFilter): string[] {
  if (key === 'colour') {
    const word = /,\s*(colour|mono)\s*$/i.exec(specEn(product, 'resolution') ?? '')?.[1];
    return word ? [word.toLowerCase()] : [];
  }
  if (key === 'duplex')
    return specEn(product, 'duplex') !== undefined ||
      product.features.en.some((f) => /duplex/i.test(f) && !/scan/i.test(f))
      ? ['duplex']
      : [];
  const scan = specEn(product, 'scan');
  if (scan === undefined) return [];
  return /^duplex\b/i.test(scan) ? ['adf', 'duplex-adf'] : ['adf'];
}

function valuesOfProduct(product: Product, key: AnyFilter): Value[] {
  if (isDerived(key))
    return derivedOfProduct(product, key).map((value) => ({ value, label: null }));
  if (key === 'type') return [{ value: product.type, label: null }];
  if (key === 'format') return product.format ? [{ value: product.format, label: null }] : [];
  if (key === 'speed') {
    const spec = product.specifications.find((row) => row.key === 'speed')?.value.en ?? '';
    const speed = product.speedPpm ?? Number(/^(\d+)\s*ppm/i.exec(spec)?.[1] ?? 0);
    return speed ? [{ value: String(speed), label: null }] : [];
  }
  const spec = product.specifications.find((row) => row.key === key);
  if (!spec) return [];
  if (!listSpecifications.has(key)) {
    const [ka, en] = [lead(spec.value.ka), lead(spec.value.en)];
    return [{ value: urlValue(en), label: { ka: upperFirst(ka), en: upperFirst(en) } }];
  }
  const en = items(spec.value.en, 'and');
  const ka = items(spec.value.ka, 'და');
  return en.map((item, index) => ({
    value: urlValue(item),
    label: { ka: upperFirst(ka.length === en.length ? ka[index]! : item), en: upperFirst(item) },
  }));
}

/** Every option the products have for a filter, with how many have it; first text names it. */
export function facetOptions(products: readonly Product[], key: AnyFilter): FacetOption[] {
  const options = new Map<string, FacetOption>();
  for (const product of products) {
    const seen = new Set<string>();
    for (const value of valuesOfProduct(product, key)) {
      if (!value.value || seen.has(value.value)) continue;
      seen.add(value.value);
      const option = options.get(value.value);
      if (option) option.count += 1;
      else options.set(value.value, { ...value, count: 1 });
    }
  }
  return [...options.values()];
}
