import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sofficeSheets as sheetsOfFile } from '../../requests/inbox-e2e-checks.mjs';

/** LibreOffice, the outside judge, as tests/checks/check-spreadsheets.mjs uses it. */
export const hasSoffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;

/**
 * The workbook as LibreOffice shows it: each sheet saved as CSV (cells as shown), by sheet name,
 * as rows of displayed text (the inbox page's check, tests/requests/inbox-e2e-checks.mjs).
 */
export function sofficeSheets(workbook: Uint8Array): Record<string, string[][]> {
  const work = mkdtempSync(join(tmpdir(), 'inbox-xlsx-'));
  try {
    const input = join(work, 'requests.xlsx');
    writeFileSync(input, workbook);
    return sheetsOfFile(input, work) as Record<string, string[][]>;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
