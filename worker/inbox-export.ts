import { toCsv } from './csv';
import {
  excelSerial,
  exportTable,
  tablesByKind,
  tbilisiClock,
  type ExportCell,
} from './export-table';
import { requestKinds } from './kinds';
import type { StoredRequest } from './inbox-records';
import type { ListCursor, ListQuery, RequestStore } from './store';
import { toXlsx, type XlsxCell } from './xlsx';
import { languageOf } from './words';

/**
 * The inbox's downloads: every request the filter matches, in the inbox's language (?lang=). The
 * CSV is one table; the workbook has one sheet per kind, as each kind has its own fields.
 */
export const exportPageSize = 500;
/** A bound on one download's work: a dealer's 24 months of requests are a few thousand. */
export const maxExportRows = 10_000;

export async function allRequests(
  store: RequestStore,
  filter: Omit<ListQuery, 'limit' | 'before'>,
  pageSize = exportPageSize,
  max = maxExportRows,
): Promise<StoredRequest[]> {
  const all: StoredRequest[] = [];
  let before: ListCursor | undefined;
  while (all.length < max) {
    const limit = Math.min(pageSize, max - all.length);
    const page = await store.list({ ...filter, limit, ...(before ? { before } : {}) });
    all.push(...page);
    const last = page.at(-1);
    if (page.length < limit || !last) break;
    before = { createdAt: last.createdAt, id: last.id };
  }
  return all;
}

const csvCell = (cell: ExportCell) => (typeof cell === 'string' ? cell : tbilisiClock(cell.at));

function xlsxCell(cell: ExportCell): XlsxCell {
  if (typeof cell === 'string') return cell;
  const serial = excelSerial(cell.at);
  return serial === null ? cell.at : { serial };
}

const types = {
  csv: 'text/csv; charset=utf-8; header=present',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The download of the filter's requests (`filter` checked by the caller) as a file. */
export async function exportResponse(
  format: keyof typeof types,
  store: RequestStore,
  filter: Omit<ListQuery, 'limit' | 'before'>,
  lang: string | null,
): Promise<Response> {
  const language = languageOf(lang);
  const requests = await allRequests(store, filter);
  const body =
    format === 'csv'
      ? toCsv(
          exportTable(requests, filter.kind ? [filter.kind] : requestKinds, language).rows.map(
            (row) => row.map(csvCell),
          ),
        )
      : toXlsx(
          tablesByKind(requests, filter.kind, language).map((table) => ({
            name: table.name,
            rows: table.rows.map((row) => row.map(xlsxCell)),
          })),
        );
  return new Response(body, {
    headers: {
      'Content-Type': types[format],
      'Content-Disposition': `attachment; filename="requests.${format}"`,
      'Cache-Control': 'no-store',
    },
  });
}
