// The catalogue import as both of its entry points run it: `npm run catalog:import` and the
// publishing workflow's Bulk update (scripts/ci/bulk-import.mjs). Files are written as the content
// editor writes them (content/cms/editor-form.ts), so an unchanged row leaves its file byte for
// byte; images are looked up in the public/ beside content/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** importCatalogue's result for the spreadsheet at `source` (kind 'xlsx' or 'csv'). */
export async function importFile(modules, { root, source, kind, deleteMissing = false }) {
  const publicDir = join(root, '..', 'public');
  return modules.importCatalogue({
    root,
    [kind === 'xlsx' ? 'workbook' : 'csv']: readFileSync(source),
    imageExists: (src) => existsSync(join(publicDir, src)),
    deleteMissing,
  });
}
