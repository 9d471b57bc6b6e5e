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

/** Row as the spreadsheet numbers it (header = 1). */
export interface CellProblem {
  row?: number;
  column?: string;
  value?: string;
  message: string;
  /** The message in Georgian, when its check says it in both languages (problem-text.ts). */
  ka?: string;
}

/** A cell's text in a message: on one line, and short. */
export function cellLine(value: string): string {
  const line = value.replace(/\r?\n/g, ' ⏎ ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}
const shown = (value: string) => JSON.stringify(cellLine(value));

export function formatCellProblem(p: CellProblem): string {
  const cell = p.value === undefined ? '' : p.value === '' ? ' (empty)' : ` (${shown(p.value)})`;
  const where = [p.row && `row ${p.row}`, p.column && `column ${p.column}${cell}`].filter(Boolean);
  return `${where.length ? `${where.join(', ')}: ` : ''}${p.message}`;
}

export function checkHeader(header: readonly string[]): CellProblem[] {
  const problems: CellProblem[] = [];
  const known = new Set(fixedColumns);
  const unknown = header.filter((c) => !known.has(c) && !parseGroupColumn(c));
  if (unknown.length)
    problems.push({ row: 1, message: `unknown column(s): ${unknown.join(', ')}` });
  const seen = new Set<string>();
  for (const c of header) {
    if (seen.has(c)) problems.push({ row: 1, column: c, message: 'appears twice' });
    seen.add(c);
  }
  // A missing column would silently empty that field in every product (a later column is kept).
  const later: readonly string[] = laterColumns;
  const missing = fixedColumns.filter((c) => !seen.has(c) && !later.includes(c));
  if (missing.length)
    problems.push({ row: 1, message: `missing column(s): ${missing.join(', ')}` });
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

/** The product a row describes before the schema checks it, and the cells that cannot be read. */
export function rowToProduct(row: Row, rowNumber: number) {
  const problems: CellProblem[] = [];
  const fail = (column: string, message: string) =>
    problems.push({ row: rowNumber, column, message });
  const cell = (column: string) => (row[column] ?? '').trim();
  const number = (column: string) => {
    const text = cell(column);
    if (text === '') return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(text)) {
      fail(column, 'is not a number');
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
    else if (value) fail(column, 'must be true, false or empty');
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
function terms(
  cell: (c: string) => string,
  number: (c: string) => number | undefined,
  fail: (c: string, m: string) => void,
) {
  const out: Record<string, unknown> = {};
  const amount = number('price');
  const from = cell('price_from').toLowerCase();
  if (from && from !== 'true' && from !== 'false')
    fail('price_from', 'must be true, false or empty');
  if (amount !== undefined)
    out.price = {
      amount,
      ...(cell('price_currency') && { currency: cell('price_currency').toUpperCase() }),
      from: from === 'true',
    };
  else if (!cell('price') && (cell('price_currency') || from === 'true'))
    fail('price', 'is empty, but price_currency or price_from is filled');
  const days = number('availability_days');
  if (cell('availability'))
    out.availability = { status: cell('availability'), ...(days !== undefined && { days }) };
  else if (cell('availability_days'))
    fail('availability', 'is empty, but availability_days is filled (use toOrder)');
  if (cell('financing_ka') || cell('financing_en'))
    out.financing = { ka: cell('financing_ka'), en: cell('financing_en') };
  return out;
}

/** Spec rows: spec_order first (the order pages show them in), then the rest in specKeys order. */
function specifications(cell: (c: string) => string, fail: (c: string, m: string) => void) {
  const filled = specKeys.filter((key) => cell(`spec_${key}_ka`) || cell(`spec_${key}_en`));
  const order: SpecKey[] = [];
  for (const name of splitList(cell('spec_order'))) {
    const key = specKeys.find((k) => k === name);
    if (!key) fail('spec_order', `"${name}" is not a specification key`);
    else if (!filled.includes(key))
      fail('spec_order', `names "${key}" but spec_${key}_ka and spec_${key}_en are empty`);
    else if (order.includes(key)) fail('spec_order', `names "${key}" twice`);
    else order.push(key);
  }
  for (const key of filled) if (!order.includes(key)) order.push(key);
  return order.map((key) => ({
    key,
    value: { ka: cell(`spec_${key}_ka`), en: cell(`spec_${key}_en`) },
  }));
}

/** image_N_*, document_N_*, video_N_*: filled groups in number order, no gaps. */
function numberedGroups(
  row: Row,
  cell: (c: string) => string,
  fail: (c: string, m: string) => void,
) {
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
        fail(`${group}_${gap}_${groups[group].parts[0]}`, `is empty but ${group}_${i} is filled`);
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
