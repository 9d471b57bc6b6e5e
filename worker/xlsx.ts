import { strToU8, zipSync } from 'fflate';
import { formulaLike } from './csv';

/**
 * The inbox's Excel download, written here rather than with exceljs (Node built-ins, a megabyte):
 * a few XML files in fflate's zip. Text is an inline string, never a formula; one that looks like
 * a formula also gets the "quote prefix" style, so it stays text when the dealer edits the cell.
 */

/** Text, or a moment as an Excel serial number (days since 1899-12-30, local clock). */
export type XlsxCell = string | { serial: number };

export interface XlsxSheet {
  name: string;
  /** The first row is the header. */
  rows: readonly (readonly XlsxCell[])[];
}

/** Characters XML 1.0 cannot carry (C0 controls but tab, LF, CR; lone surrogates; FFFE/FFFF). */
const notXml =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Excel's limit for one cell. */
export const maxCellLength = 32_767;

export function xmlText(value: string): string {
  return (
    value
      .replace(notXml, '\ufffd')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // A raw CR would come back as LF (XML parsers normalise line ends); a reference keeps it.
      .replace(/\r/g, '&#13;')
  );
}

/** A1-style column name: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// The styles' order in styles.xml: plain, date, header, text with a quote prefix.
const style = { date: 1, header: 2, quoted: 3 } as const;

function cell(value: XlsxCell, column: number, row: number): string {
  const ref = `${columnName(column)}${row}`;
  if (typeof value !== 'string')
    return `<c r="${ref}" s="${style.date}"><v>${value.serial}</v></c>`;
  if (value === '') return '';
  const text = value.slice(0, maxCellLength);
  const s = row === 1 ? style.header : formulaLike.test(text) ? style.quoted : 0;
  return `<c r="${ref}"${s ? ` s="${s}"` : ''} t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

function widths(rows: readonly (readonly XlsxCell[])[]): number[] {
  const result: number[] = [];
  for (const cells of rows)
    cells.forEach((value, c) => {
      const longest =
        typeof value === 'string'
          ? Math.max(...value.split('\n').map((line) => Array.from(line).length))
          : 16;
      result[c] = Math.max(result[c] ?? 8, Math.min(longest + 2, 60));
    });
  return result;
}

const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const pkgRel = 'http://schemas.openxmlformats.org/package/2006/relationships';
const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function sheetXml(rows: readonly (readonly XlsxCell[])[]): string {
  const cols = widths(rows)
    .map((w, c) => `<col min="${c + 1}" max="${c + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  const body = rows
    .map((cells, r) => `<row r="${r + 1}">${cells.map((v, c) => cell(v, c, r + 1)).join('')}</row>`)
    .join('');
  const pane = '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>';
  return `${head}<worksheet xmlns="${mainNs}"><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${body}</sheetData></worksheet>`;
}

const stylesXml = `${head}<styleSheet xmlns="${mainNs}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** A sheet name Excel accepts: none of []:*?/\, at most 31 characters, not empty, unique. */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name, index) => {
    let clean = Array.from(name.replace(/[[\]:*?/\\\u0000-\u001f]/g, ' ').trim())
      .slice(0, 31)
      .join('');
    if (!clean || used.has(clean.toLowerCase())) clean = `${clean.slice(0, 27)} ${index + 1}`;
    used.add(clean.toLowerCase());
    return clean.trim();
  });
}

/** Sheets (each one's first row a header) as an .xlsx workbook. */
export function toXlsx(sheets: readonly XlsxSheet[]): Uint8Array<ArrayBuffer> {
  const names = sheetNames(sheets.map((sheet) => sheet.name));
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const each = (write: (i: number) => string) => sheets.map((_, i) => write(i + 1)).join('');
  const files: Record<string, string> = {
    '[Content_Types].xml': `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="${type}.styles+xml"/>${each((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${type}.worksheet+xml"/>`)}</Types>`,
    '_rels/.rels': `${head}<Relationships xmlns="${pkgRel}"><Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${head}<workbook xmlns="${mainNs}" xmlns:r="${relNs}"><sheets>${each((n) => `<sheet name="${xmlText(names[n - 1]!)}" sheetId="${n}" r:id="rId${n}"/>`)}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${head}<Relationships xmlns="${pkgRel}">${each((n) => `<Relationship Id="rId${n}" Type="${relNs}/worksheet" Target="worksheets/sheet${n}.xml"/>`)}<Relationship Id="rId${sheets.length + 1}" Type="${relNs}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': stylesXml,
  };
  sheets.forEach((sheet, i) => (files[`xl/worksheets/sheet${i + 1}.xml`] = sheetXml(sheet.rows)));
  const zipped = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, strToU8(text)]),
  );
  // Stored, not deflated: a few sheets of text, and the Worker's CPU time is better kept.
  return zipSync(zipped, { level: 0 }) as Uint8Array<ArrayBuffer>;
}
