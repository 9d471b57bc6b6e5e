// The Bulk update's guard against stale rows. The editor's workbook names the commit it was
// downloaded from (content/csv/xlsx.ts); a product saved in the editor since then would be
// overwritten by its old row. For each product the import changed whose file also changed since
// that commit: when the row still says what the file said then, the row is stale and the file as
// it is now is restored; when the row changed too, both changed it, and the product is a conflict
// (the import is refused rather than lose either change).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** { kept, conflicts } (product ids), or { unknownSource } when the commit cannot be had. */
export function staleRows({ git, root, source, ids, sameProduct }) {
  // A shallow checkout (actions/checkout) has one commit: fetch the download's too.
  const known = () => git.ok('cat-file', '-e', `${source}^{commit}`);
  if (!known() && !(git.ok('fetch', '--quiet', '--depth=1', 'origin', source) && known()))
    return { unknownSource: true };
  const kept = [];
  const conflicts = [];
  for (const id of ids) {
    const file = join(root, 'products', `${id}.yaml`);
    const path = relative(process.cwd(), file);
    const then = git.show(source, path);
    const now = git.show('HEAD', path);
    if (then === now) continue; // untouched since the download: the row is the only change
    if (!sameProduct(readFileSync(file, 'utf8'), then)) conflicts.push(id);
    else {
      if (now === undefined) rmSync(file);
      else writeFileSync(file, now);
      kept.push(id);
    }
  }
  return { kept, conflicts };
}
