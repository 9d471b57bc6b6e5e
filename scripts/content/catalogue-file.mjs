// The catalogue as a spreadsheet file, from the checked content: `npm run catalog:export` writes
// it where asked, the build's editor stage beside the editor for the dealer to download
// (scripts/cms/build-admin.mjs). A broken content file stops both.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * { bytes, count } of every product as one row (xlsx or csv), or { problems } when the content
 * does not load. `drafts: false` leaves drafts (hidden) out: a file anyone could download must
 * not show them, and a product missing from an upload is left as it is. `source` (a commit) is
 * written into a workbook, so its import can tell a row left stale from one the dealer changed.
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
