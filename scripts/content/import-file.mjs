// The catalogue import as `npm run catalog:import` and the Bulk update (scripts/ci/bulk-import.mjs) run it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export async function importFile(modules, { root, source, kind, deleteMissing = false }) {
  const publicDir = join(root, '..', 'public');
  return modules.importCatalogue({
    root,
    [kind === 'xlsx' ? 'workbook' : 'csv']: readFileSync(source),
    imageExists: (src) => existsSync(join(publicDir, src)),
    deleteMissing,
  });
}
