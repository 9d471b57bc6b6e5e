import { specKeys, type Product, type SpecKey } from '../schema';

/** One column per field and language; numbered groups (image_1_src …) hold images, documents, videos. */

export type Row = Record<string, string>;
export type Locale = 'ka' | 'en';
const locales: Locale[] = ['ka', 'en'];

export const textFields = ['name', 'subtitle', 'description'] as const;

export const groups = {
  image: { field: 'images', parts: ['src', 'alt_ka', 'alt_en'] },
  document: { field: 'documents', parts: ['title_ka', 'title_en', 'url'] },
  video: { field: 'videos', parts: ['title_ka', 'title_en', 'url'] },
} as const;
export type Group = keyof typeof groups;

const termsColumns = [
  'price',
  'price_currency',
  'price_from',
  'availability',
  'availability_days',
] as const;
const termsColumnOf: Record<string, Record<string, (typeof termsColumns)[number]>> = {
  price: { amount: 'price', currency: 'price_currency', from: 'price_from' },
  availability: { status: 'availability', days: 'availability_days' },
};

/** Columns added later: a sheet without one keeps each product's current value of that field. */
export const laterColumns = ['rentable'] as const;

export const fixedColumns = [
  'id',
  'order',
  'type',
  'categories',
  'speedPpm',
  'format',
  'featured',
  'rentable',
  'tags',
  'compatibleWith',
  ...textFields.flatMap((f) => locales.map((l) => `${f}_${l}`)),
  ...termsColumns,
  ...locales.map((l) => `financing_${l}`),
  ...locales.map((l) => `features_${l}`),
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

const joinList = (items: readonly string[]) => items.join('|');

/** One product as a spreadsheet row (every column present, empty when the product has none). */
export function productToRow(p: Product): Row {
  const row: Row = {
    id: p.id,
    order: p.order === undefined ? '' : String(p.order),
    type: p.type,
    categories: joinList(p.categories),
    speedPpm: p.speedPpm === undefined ? '' : String(p.speedPpm),
    format: p.format ?? '',
    featured: p.featured === undefined ? '' : String(p.featured),
    rentable: p.rentable === undefined ? '' : String(p.rentable),
    tags: joinList(p.tags),
    compatibleWith: joinList(p.compatibleWith),
    spec_order: joinList(p.specifications.map((s) => s.key)),
    price: p.price ? String(p.price.amount) : '',
    price_currency: p.price?.currency ?? '',
    price_from: p.price?.from ? 'true' : '',
    availability: p.availability?.status ?? '',
    availability_days: p.availability?.days === undefined ? '' : String(p.availability.days),
  };
  for (const l of locales) row[`financing_${l}`] = p.financing?.[l] ?? '';
  for (const field of textFields) for (const l of locales) row[`${field}_${l}`] = p[field][l];
  for (const l of locales) row[`features_${l}`] = p.features[l].join('\n');
  const specs = new Map(p.specifications.map((s) => [s.key, s.value]));
  if (specs.size < p.specifications.length)
    throw new Error(`product "${p.id}" has a specification key twice; a spreadsheet cannot`);
  for (const key of specKeys)
    for (const l of locales) row[`spec_${key}_${l}`] = specs.get(key)?.[l] ?? '';
  p.images.forEach((img, i) => {
    row[`image_${i + 1}_src`] = img.src;
    for (const l of locales) row[`image_${i + 1}_alt_${l}`] = img.alt[l];
  });
  const links = (group: 'document' | 'video', items: Product['documents']) =>
    items.forEach((item, i) => {
      for (const l of locales) row[`${group}_${i + 1}_title_${l}`] = item.title[l];
      row[`${group}_${i + 1}_url`] = item.url;
    });
  links('document', p.documents);
  links('video', p.videos ?? []);
  return row;
}

/** All columns for these products: the fixed ones, then as many numbered groups as needed. */
export function columnsFor(products: readonly Product[]): string[] {
  const most = (least: number, count: (p: Product) => number) =>
    Math.max(least, ...products.map(count));
  return [
    ...fixedColumns,
    ...groupColumns(
      'image',
      most(3, (p) => p.images.length),
    ),
    ...groupColumns(
      'document',
      most(1, (p) => p.documents.length),
    ),
    ...groupColumns(
      'video',
      most(1, (p) => p.videos?.length ?? 0),
    ),
  ];
}

/** The column a model path was read from; `product` resolves a spec row index to its key. */
export function columnOf(path: readonly PropertyKey[], product: Partial<Product>): string {
  const [field, a, b, c] = path;
  const f = String(field);
  if ((textFields as readonly string[]).includes(f) && (a === 'ka' || a === 'en'))
    return `${f}_${a}`;
  if ((f === 'features' || f === 'financing') && (a === 'ka' || a === 'en')) return `${f}_${a}`;
  const terms = termsColumnOf[f];
  if (terms) return terms[String(a)] ?? (f === 'price' ? 'price' : 'availability');
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
