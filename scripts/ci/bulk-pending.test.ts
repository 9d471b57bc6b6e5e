/** @jest-environment node */
import { join } from 'node:path';
import { bulkEntryFile } from '@/content/csv/bulk';
import { entryFile, entryPending } from './bulk-pending.mjs';

// npm run ci:bulk-pending runs before npm ci, so it reads the entry without the content modules;
// its runs in a scratch project are in bulk-import.test.ts.
describe('the pending check', () => {
  it('reads the entry the editor writes, and any non-empty entry is worth importing', () => {
    expect(entryFile).toBe(join('content', bulkEntryFile));
    expect([undefined, '', '{}\n', '# note\n{}\n', ' {} '].map(entryPending)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['workbook: /content/bulk/prices.xlsx\n', "workbook: ''\n"].map(entryPending)).toEqual([
      true,
      true,
    ]);
  });
});
