/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendFromEnv, cmsConfig, mediaFolder } from '@/content/cms/config';
import { catalogueUrl } from '@/content/cms/bulk';
import type { CmsField } from '@/content/cms/fields';
import { mediaLibrariesFromEnv } from '@/content/cms/media-libraries';
import { bulkEntryFile, emptyBulkEntry, namedWorkbook, workbookFiles } from '@/content/csv/bulk';
import { collections } from '@/content/schema';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';

const env = { CMS_MEDIA_LIBRARY: 'cloudinary' as const };
const libraries = mediaLibrariesFromEnv({
  ...env,
  CMS_CLOUDINARY_CLOUD_NAME: 'dealer',
  CMS_CLOUDINARY_API_KEY: '123',
});
const config = cmsConfig(backendFromEnv({}), { ka, en }, undefined, libraries);
const bulk = config.collections.find((c) => c.name === 'bulk');
const entry = bulk && 'files' in bulk ? bulk.files[0] : undefined;
const field = entry?.fields[0] as CmsField & Record<string, unknown>;

describe('the editor’s Bulk update entry', () => {
  it('is a one-file entry, last, labelled in Georgian and English', () => {
    expect(config.collections.at(-1)).toBe(bulk);
    expect(bulk?.label).toBe('მასობრივი განახლება / Bulk update');
    expect(entry).toMatchObject({ file: `content/${bulkEntryFile}`, format: 'yaml' });
    expect(entry?.fields).toHaveLength(1);
  });

  it('uploads only .xlsx and .csv, as a file, with no link to type in', () => {
    expect(field).toMatchObject({ widget: 'file', required: false, choose_url: false });
    expect(String(field.accept).split(',').sort()).toEqual(['.csv', '.xlsx']);
  });

  it('uploads into content/bulk/, outside public/, through the repository only', () => {
    expect(field.media_folder).toBe('/content/bulk');
    expect(field.public_folder).toBe('/content/bulk');
    expect(mediaFolder).toBe('public/uploads');
    expect(String(field.media_folder)).not.toMatch(/^\/?public(\/|$)/);
    // No collection reads the folder: the content check never takes a workbook for an entry.
    for (const { folder } of Object.values(collections)) expect(folder).not.toBe('bulk');
    // Photos may go to Cloudinary; a workbook never does.
    expect(config.media_libraries).toHaveProperty('cloudinary');
    expect(Object.keys(field.media_libraries as object)).toEqual(['default']);
  });

  it('links the current catalogue in its help, in both languages', () => {
    expect(catalogueUrl).toBe('/gps-app/admin/catalogue.xlsx');
    const hint = String(field.hint);
    const [georgian, english] = hint.split(' / ');
    for (const half of [georgian, english])
      expect(half).toContain(`[catalogue.xlsx](${catalogueUrl})`);
    expect(georgian).toMatch(/[\u10D0-\u10FF]/);
    expect(english).toMatch(/^Download the current catalogue/);
  });
});

describe('the workbook the entry names', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bulk-entry-'));
    mkdirSync(join(root, 'bulk'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const entryText = (text: string) => writeFileSync(join(root, bulkEntryFile), text);

  it('is none in the repository between updates, and when the entry is empty or missing', () => {
    expect(namedWorkbook(join(process.cwd(), 'content'))).toEqual({ none: true });
    expect(namedWorkbook(root)).toEqual({ none: true });
    for (const text of [emptyBulkEntry, 'workbook: ""\n', 'workbook:\n']) {
      entryText(text);
      expect(namedWorkbook(root)).toEqual({ none: true });
    }
  });

  it('is the upload the field names, in content/bulk/', () => {
    writeFileSync(join(root, 'bulk/prices.xlsx'), 'x');
    writeFileSync(join(root, 'bulk/older.CSV'), 'x');
    entryText('workbook: /content/bulk/prices.xlsx\n');
    expect(namedWorkbook(root)).toEqual({
      file: join(root, 'bulk/prices.xlsx'),
      name: 'prices.xlsx',
      kind: 'xlsx',
    });
    expect(workbookFiles(root)).toEqual(['older.CSV', 'prices.xlsx']);
  });

  it('is refused anywhere else, of another type, missing, or a link', () => {
    writeFileSync(join(root, 'secret.xlsx'), 'x');
    symlinkSync(join(root, 'secret.xlsx'), join(root, 'bulk/link.xlsx'));
    for (const value of [
      '/content/bulk/../secret.xlsx',
      '/public/uploads/prices.xlsx',
      '/content/bulk/notes.pdf',
      '/content/bulk/.xlsx',
      '/content/bulk/gone.xlsx',
      '/content/bulk/link.xlsx',
      '[1]',
    ]) {
      entryText(`workbook: ${value}\n`);
      const named = namedWorkbook(root);
      expect([value, 'problem' in named]).toEqual([value, true]);
      if ('problem' in named) expect(named.problem.ka).toMatch(/[\u10D0-\u10FF]/);
    }
  });
});
