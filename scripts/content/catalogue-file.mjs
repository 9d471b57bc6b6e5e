// The catalogue as a spreadsheet file (`npm run catalog:export`, the editor's download) and back
// (`npm run catalog:import`, the Bulk update: scripts/ci/bulk-import.mjs).
import { readFileSync } from 'node:fs';
import { imageBeside } from './load-content.mjs';

/**
 * { bytes, count }, or { problems } when the content does not load. `drafts: false` for a file
 * anyone could download; `source` (a commit) lets an import tell a stale row.
 */
export async function catalogueFile(modules, root, kind, { drafts = true, source } = {}) {
  const { readSite, catalogueToCsv, catalogueToWorkbook } = modules;
  const { content, problems } = readSite(root, imageBeside(root));
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
  return modules.importCatalogue({
    root,
    [kind === 'xlsx' ? 'workbook' : 'csv']: readFileSync(source),
    imageExists: imageBeside(root),
    deleteMissing,
  });
}
