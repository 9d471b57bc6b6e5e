import { specKeys, type Product, type SpecKey } from '../schema';

/** One column per field and language; numbered groups (image_1_src …) hold images, documents, videos. */

export type Row = Record<string, string>;
const locales = ['ka', 'en'] as const;

export const textFields = ['name', 'subtitle', 'description'] as const;

export const groups = {
  image: { field: 'images', parts: ['src', 'alt_ka', 'alt_en'] },
  document: { field: 'documents', parts: ['title_ka', 'title_en', 'url'] },
  video: { field: 'videos', parts: ['title_ka', 'title_en', 'url'] },
} as const;
export type Group = keyof typeof groups;

/** Columns added later: a sheet without one keeps each product's current value of that field. */
export const laterColumns = ['rentable'] as const;

const inBothColumns = (field: string) =>
  locales.map((l): [string, string[]] => [`${field}_${l}`, [field, l]]);

/** Each fixed column but the specifications' with the path of its value in the product. */
const columnPaths: [string, string[]][] = [
  ...'id order type categories speedPpm format featured rentable tags compatibleWith'
    .split(' ')
    .map((f): [string, string[]] => [f, [f]]),
  ...textFields.flatMap(inBothColumns),
  ['price', ['price', 'amount']],
  ['price_currency', ['price', 'currency']],
  ['price_from', ['price', 'from']],
  ['availability', ['availability', 'status']],
  ['availability_days', ['availability', 'days']],
  ...inBothColumns('financing'),
  ...inBothColumns('features'),
];

export const fixedColumns = [
  ...columnPaths.map(([column]) => column),
  'spec_order',
  ...specKeys.flatMap((key) => locales.map((l) => `spec_${key}_${l}`)),
];

const groupColumns = (group: Group, count: number) =>
  Array.from({ length: count }, (_, i) =>
    groups[group].parts.map((p) => `${group}_${i + 1}_${p}`),
  ).flat();

/** A numbered group column (image_2_alt_en) split into its parts, or undefined. */
export function parseGroupColumn(column: string) {
  const match = /^(image|document|video)_([1-9]\d*)_(\w+)$/.exec(column);
  if (!match) return undefined;
  const group = match[1] as Group;
  const part = match[3]!;
  if (!(groups[group].parts as readonly string[]).includes(part)) return undefined;
  return { group, index: Number(match[2]) - 1, part };
}

const at = (value: unknown, keys: readonly string[]) =>
  keys.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

/** One product as a spreadsheet row (every column present, empty when the product has none). */
export function productToRow(p: Product): Row {
  const row: Row = { spec_order: p.specifications.map((s) => s.key).join('|') };
  for (const [column, path] of columnPaths) {
    const value = at(p, path);
    row[column] =
      value === undefined || (column === 'price_from' && !value)
        ? ''
        : Array.isArray(value)
          ? value.join(column.startsWith('features_') ? '\n' : '|')
          : String(value);
  }
  const specs = new Map(p.specifications.map((s) => [s.key, s.value]));
  if (specs.size < p.specifications.length)
    throw new Error(`product "${p.id}" has a specification key twice; a spreadsheet cannot`);
  for (const key of specKeys)
    for (const l of locales) row[`spec_${key}_${l}`] = specs.get(key)?.[l] ?? '';
  for (const [group, { field, parts }] of Object.entries(groups))
    (p[field] ?? []).forEach((item, i) => {
      for (const part of parts)
        row[`${group}_${i + 1}_${part}`] = String(at(item, part.split('_')));
    });
  return row;
}

/** All columns for these products: the fixed ones, then as many numbered groups as needed. */
export function columnsFor(products: readonly Product[]): string[] {
  const numbered = (group: Group, least: number) =>
    groupColumns(
      group,
      Math.max(least, ...products.map((p) => p[groups[group].field]?.length ?? 0)),
    );
  return [
    ...fixedColumns,
    ...numbered('image', 3),
    ...numbered('document', 1),
    ...numbered('video', 1),
  ];
}

/** The column a model path was read from; `product` resolves a spec row index to its key. */
export function columnOf(path: readonly PropertyKey[], product: Partial<Product>): string {
  const [field, a, b, c] = path;
  const f = String(field);
  const fixed = columnPaths.find(([, keys]) => keys.every((key, i) => key === path[i]));
  if (fixed) return fixed[0];
  if (f === 'specifications') {
    const key: SpecKey | undefined =
      typeof a === 'number' ? product.specifications?.[a]?.key : undefined;
    if (!key) return 'spec_order';
    return c === 'ka' || c === 'en' ? `spec_${key}_${c}` : `spec_${key}_ka`;
  }
  const group = (Object.keys(groups) as Group[]).find((g) => groups[g].field === f);
  if (group) {
    const first = groups[group].parts[0];
    // The list itself (too few images): point at the first empty group.
    if (typeof a !== 'number')
      return `${group}_${(product[groups[group].field]?.length ?? 0) + 1}_${first}`;
    const part =
      c === 'ka' || c === 'en' ? `${String(b)}_${c}` : b === undefined ? first : String(b);
    return `${group}_${a + 1}_${part}`;
  }
  return f;
}
