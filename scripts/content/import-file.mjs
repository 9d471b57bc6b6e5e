// The catalogue import as both of its entry points run it: `npm run catalog:import` and the
// publishing workflow's Bulk update (scripts/ci/bulk-import.mjs). Files are formatted with the
// repository's prettier settings, so an unchanged row leaves its file byte for byte; images are
// looked up in the public/ beside content/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';

/** importCatalogue's result for the spreadsheet at `source` (kind 'xlsx' or 'csv'). */
export async function importFile(modules, { root, source, kind, deleteMissing = false }) {
  const publicDir = join(root, '..', 'public');
  // The repository's settings, also when root points at a copy outside it.
  const config = await prettier.resolveConfig(join(process.cwd(), 'content/products/x.yaml'));
  return modules.importCatalogue({
    root,
    [kind === 'xlsx' ? 'workbook' : 'csv']: readFileSync(source),
    imageExists: (src) => existsSync(join(publicDir, src)),
    format: (text, filepath) => prettier.format(text, { ...config, filepath }),
    deleteMissing,
  });
}
