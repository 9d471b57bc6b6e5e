import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';

/** LibreOffice, the outside judge, as scripts/check-spreadsheets.mjs uses it. */
export const hasSoffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;

/**
 * The workbook as LibreOffice shows it: each sheet saved as CSV (UTF-8, cells as shown, every
 * sheet: the filter's 9th and 12th options), by file name ("requests-<sheet>.csv"), as rows of displayed text.
 */
export function sofficeSheets(workbook: Uint8Array): Record<string, string[][]> {
  const work = mkdtempSync(join(tmpdir(), 'inbox-xlsx-'));
  try {
    const input = join(work, 'requests.xlsx');
    writeFileSync(input, workbook);
    mkdirSync(join(work, 'home'));
    mkdirSync(join(work, 'out'));
    const result = spawnSync(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(join(work, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1',
        '--outdir',
        join(work, 'out'),
        input,
      ],
      { encoding: 'utf8', timeout: 120_000, env: { ...process.env, HOME: join(work, 'home') } },
    );
    if (result.status !== 0) throw new Error(`soffice failed: ${result.stderr}`);
    return Object.fromEntries(
      readdirSync(join(work, 'out')).map((name) => [
        name,
        parse(readFileSync(join(work, 'out', name), 'utf8'), {
          bom: true,
          relax_column_count: true,
        }) as string[][],
      ]),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
