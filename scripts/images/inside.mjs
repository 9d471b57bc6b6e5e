// The one guard of every file the image build reads, writes or deletes: a path is taken only
// once it resolves inside the folder it belongs to (public/, public/_img/, the cache, out/).
// Content paths are checked long before (content/fields/image-file.ts); this holds even when a
// path gets here some other way: a hand-edited manifest, a cache entry, a future caller.
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** Whether `full` is strictly inside `root` (not root itself), by path alone. */
export function isInside(root, full) {
  const rel = relative(resolve(root), resolve(full));
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/**
 * The file `path` names under `root` (a site path such as /uploads/a.jpg is taken relative to
 * root), or an error naming both when it would leave root. Nothing is decoded: `%2e%2e` is a
 * folder name here, never `..`.
 */
export function inside(root, path) {
  const full = resolve(root, `.${sep}${path}`);
  if (!isInside(root, full)) throw new Error(`refusing ${JSON.stringify(path)}: outside ${root}`);
  return full;
}
