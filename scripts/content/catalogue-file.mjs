// The catalogue as a spreadsheet file for `npm run catalog:export` and the editor's download.
import { existsSync } from 'node:fs';
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
