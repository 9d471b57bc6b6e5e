// The catalogue as a spreadsheet file (`npm run catalog:export`, the editor's download) and back
// (`npm run catalog:import`, the Bulk update: scripts/ci/bulk-import.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * { bytes, count }, or { problems } when the content does not load. `drafts: false` for a file
 * anyone could download; `source` (a commit) lets an import tell a stale row.
 */
export async function catalogueFile(modules, root, kind, { drafts = true, source } = {}) {
  const { readSite, catalogueToCsv, catalogueToWorkbook } = modules;
  const publicDir = join(root, '..', 'public');
  const { content, problems } = readSite(root, (src) => existsSync(join(publicDir, src)));
  if (!content) return { problems };
  const products = drafts ? content.products : content.products.filter((p) => !p.hidden);
  const bytes =
    kind === 'xlsx'
      ? await catalogueToWorkbook(products, content.categories, { source })
      : catalogueToCsv(products);
  return { bytes, count: products.length };
}

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
