import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { both, type InBoth } from '../fields/two-languages';
import type { ContentProblem } from '../load';

/**
 * The editor's "Bulk update" entry: a workbook uploaded into content/bulk/ (never published, never
 * read by the check) that the publishing workflow imports (scripts/ci/bulk-import.mjs).
 */
export const bulkLabel: InBoth = { ka: 'მასობრივი განახლება', en: 'Bulk update' };
export const bulkFolder = 'bulk';
export const bulkEntryFile = `${bulkFolder}/update.yaml`;
export const workbookField = 'workbook';
export const workbookTypes = ['.xlsx', '.csv'] as const;
export const bulkUploads = `/content/${bulkFolder}`;
/** The current catalogue beside the editor (scripts/cms/build-admin.mjs). */
export const catalogueDownload = 'catalogue.xlsx';
export const emptyBulkEntry = '{}\n';

export type WorkbookKind = 'xlsx' | 'csv';
export type NamedWorkbook =
  { none: true } | { file: string; name: string; kind: WorkbookKind } | { problem: InBoth };

const kindOf = (name: string): WorkbookKind | undefined =>
  workbookTypes.find((type) => name.toLowerCase().endsWith(type))?.slice(1) as
    WorkbookKind | undefined;

/** The workbooks in content/bulk/, including uploads an earlier refusal left behind. */
export function workbookFiles(root: string): string[] {
  try {
    return readdirSync(join(root, bulkFolder))
      .filter((name) => kindOf(name))
      .sort();
  } catch {
    return [];
  }
}

/** The workbook the entry names, nothing when it names none, or why it cannot be imported. */
export function namedWorkbook(root: string): NamedWorkbook {
  let value: unknown;
  try {
    const data: unknown = parse(readFileSync(join(root, bulkEntryFile), 'utf8'));
    value = (data as Record<string, unknown> | null)?.[workbookField];
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { none: true };
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      problem: {
        ka: `content/${bulkEntryFile} ვერ იკითხება: ${reason}`,
        en: `content/${bulkEntryFile} cannot be read: ${reason}`,
      },
    };
  }
  if (value === undefined || value === null || value === '') return { none: true };
  const shown = JSON.stringify(value);
  const name = typeof value === 'string' ? value.slice(bulkUploads.length + 1) : '';
  const inFolder = typeof value === 'string' && value.startsWith(`${bulkUploads}/`);
  const kind = kindOf(name);
  if (!inFolder || !kind || !/^[^/\\]+$/.test(name) || name.startsWith('.'))
    return {
      problem: {
        ka: `ველში მითითებულია ${shown}: ამ ველში ატვირთეთ .xlsx ან .csv ფაილი`,
        en: `the field names ${shown}: upload an .xlsx or .csv file in this field`,
      },
    };
  const file = join(root, bulkFolder, name);
  if (!lstatSync(file, { throwIfNoEntry: false })?.isFile())
    return {
      problem: {
        ka: `ფაილი ${name} საქაღალდეში content/${bulkFolder}/ არ არის: ატვირთეთ ის ხელახლა`,
        en: `the file ${name} is not in content/${bulkFolder}/: upload it again`,
      },
    };
  return { file, name, kind };
}

/** A problem of the upload as the content check's: its file, the entry by the editor's name. */
export function workbookProblem(file: string, text: InBoth): ContentProblem {
  return { file, entry: 'update', place: bulkLabel, message: both(text.ka, text.en) };
}

/** Why the workflow refuses a workbook the import itself takes (scripts/ci/bulk-stale.mjs). */
export const staleMessages = {
  changedSince: {
    ka: 'ეს პროდუქტი რედაქტორში შეიცვალა ამ ფაილის ჩამოტვირთვის შემდეგ: ჩამოტვირთეთ ახალი ფაილი და ამ სტრიქონის ცვლილება მასში გაიმეორეთ',
    en: 'was changed in the editor after this file was downloaded: download a fresh one and make this row’s change in it again',
  },
  unknownSource: {
    ka: 'ფაილი საიტის ისეთი ვერსიიდან არის ჩამოტვირთული, რომელიც აღარ არსებობს: ჩამოტვირთეთ ახალი',
    en: 'the file was downloaded from a version of the site that no longer exists: download a fresh one',
  },
} satisfies Record<string, InBoth>;
