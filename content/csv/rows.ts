import { specKeys, type SpecKey } from '../schema';
import {
  fixedColumns,
  laterColumns,
  groups,
  parseGroupColumn,
  textFields,
  type Group,
  type Row,
} from './columns';
import { said, type CellProblem } from './problem-text';

export function checkHeader(header: readonly string[]): CellProblem[] {
  const problems: CellProblem[] = [];
  const known = new Set(fixedColumns);
  const unknown = header.filter((c) => !known.has(c) && !parseGroupColumn(c));
  if (unknown.length)
    problems.push({ row: 1, ...said('unknownColumns', { names: unknown.join(', ') }) });
  const seen = new Set<string>();
  for (const c of header) {
    if (seen.has(c)) problems.push({ row: 1, column: c, ...said('columnTwice') });
    seen.add(c);
  }
  // A missing column would silently empty that field in every product (a later column is kept).
  const later: readonly string[] = laterColumns;
  const missing = fixedColumns.filter((c) => !seen.has(c) && !later.includes(c));
  if (missing.length)
    problems.push({ row: 1, ...said('missingColumns', { names: missing.join(', ') }) });
  return problems;
}

const split = (cell: string, separator: RegExp) =>
  cell
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
/** Slugs separated by "|" (CSV) or one per line (the workbook's compatibleWith). */
const splitList = (cell: string) => split(cell, /[|\r\n]/);
const splitLines = (cell: string) => split(cell, /\r?\n/);

/** Records a cell's problem, in both languages. */
type Fail = (column: string, problem: ReturnType<typeof said>) => void;

/** The product a row describes before the schema checks it, and the cells that cannot be read. */
export function rowToProduct(row: Row, rowNumber: number) {
  const problems: CellProblem[] = [];
  const fail: Fail = (column, problem) => problems.push({ row: rowNumber, column, ...problem });
  const cell = (column: string) => (row[column] ?? '').trim();
  const number = (column: string) => {
    const text = cell(column);
    if (text === '') return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(text)) {
      fail(column, said('notANumber'));
      return undefined;
    }
    return Number(text);
  };
  const product: Record<string, unknown> = {
    id: cell('id'),
    order: number('order'),
    type: cell('type'),
    categories: splitList(cell('categories')),
  };
  const speed = number('speedPpm');
  if (speed !== undefined) product.speedPpm = speed;
  if (cell('format')) product.format = cell('format');
  for (const column of ['featured', 'rentable']) {
    const value = cell(column).toLowerCase();
    if (value === 'true' || value === 'false') product[column] = value === 'true';
    else if (value) fail(column, said('notBoolean'));
  }
  product.tags = splitList(cell('tags'));
  product.compatibleWith = splitList(cell('compatibleWith'));
  Object.assign(product, terms(cell, number, fail));
  for (const field of textFields)
    product[field] = { ka: cell(`${field}_ka`), en: cell(`${field}_en`) };
  product.features = { ka: splitLines(cell('features_ka')), en: splitLines(cell('features_en')) };
  product.specifications = specifications(cell, fail);
  Object.assign(product, numberedGroups(row, cell, fail));
  return { product, problems };
}

/** Price, availability, financing: left out when the main cell is empty; a lone detail is an error. */
function terms(cell: (c: string) => string, number: (c: string) => number | undefined, fail: Fail) {
  const out: Record<string, unknown> = {};
  const amount = number('price');
  const from = cell('price_from').toLowerCase();
  if (from && from !== 'true' && from !== 'false') fail('price_from', said('notBoolean'));
  if (amount !== undefined)
    out.price = {
      amount,
      ...(cell('price_currency') && { currency: cell('price_currency').toUpperCase() }),
      from: from === 'true',
    };
  else if (!cell('price') && (cell('price_currency') || from === 'true'))
    fail('price', said('emptyButEither', { first: 'price_currency', second: 'price_from' }));
  const days = number('availability_days');
  if (cell('availability'))
    out.availability = { status: cell('availability'), ...(days !== undefined && { days }) };
  else if (cell('availability_days'))
    fail('availability', said('emptyButUse', { filled: 'availability_days', value: 'toOrder' }));
  if (cell('financing_ka') || cell('financing_en'))
    out.financing = { ka: cell('financing_ka'), en: cell('financing_en') };
  return out;
}

/** Spec rows: spec_order first (the order pages show them in), then the rest in specKeys order. */
function specifications(cell: (c: string) => string, fail: Fail) {
  const filled = specKeys.filter((key) => cell(`spec_${key}_ka`) || cell(`spec_${key}_en`));
  const order: SpecKey[] = [];
  for (const name of splitList(cell('spec_order'))) {
    const key = specKeys.find((k) => k === name);
    const [first, second] = [`spec_${key}_ka`, `spec_${key}_en`];
    if (!key) fail('spec_order', said('notSpecKey', { key: name }));
    else if (!filled.includes(key)) fail('spec_order', said('specEmpty', { key, first, second }));
    else if (order.includes(key)) fail('spec_order', said('specTwice', { key }));
    else order.push(key);
  }
  for (const key of filled) if (!order.includes(key)) order.push(key);
  return order.map((key) => ({
    key,
    value: { ka: cell(`spec_${key}_ka`), en: cell(`spec_${key}_en`) },
  }));
}

/** image_N_*, document_N_*, video_N_*: filled groups in number order, no gaps. */
function numberedGroups(row: Row, cell: (c: string) => string, fail: Fail) {
  const out: Record<string, unknown> = {};
  for (const group of Object.keys(groups) as Group[]) {
    const count = Math.max(
      0,
      ...Object.keys(row).map((c) => {
        const g = parseGroupColumn(c);
        return g?.group === group ? g.index + 1 : 0;
      }),
    );
    const items: Record<string, unknown>[] = [];
    let gap = 0;
    for (let i = 1; i <= count; i++) {
      const get = (part: string) => cell(`${group}_${i}_${part}`);
      if (!groups[group].parts.some((part) => get(part))) {
        gap ||= i;
        continue;
      }
      if (gap) {
        fail(`${group}_${gap}_${groups[group].parts[0]}`, said('gap', { group: `${group}_${i}` }));
        gap = 0;
      }
      items.push(
        group === 'image'
          ? { src: get('src'), alt: { ka: get('alt_ka'), en: get('alt_en') } }
          : { title: { ka: get('title_ka'), en: get('title_en') }, url: get('url') },
      );
    }
    // Videos are optional in the schema: no video columns filled means no videos field.
    if (group !== 'video' || items.length) out[groups[group].field] = items;
  }
  return out;
}
