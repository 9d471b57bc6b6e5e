// Which RSC route payloads (`.txt`) of a static export the browser can ever request.
// In an `output: 'export'` build, Next 16 writes five payload files beside each page's HTML:
// `index.txt` and `__next._full.txt` (the whole page; identical), `__next._tree.txt` (the route
// tree) and one `__next.<segment>.txt` per layout and page segment. The router asks for them only
// for a page it may navigate to without a page load: the tree and segment files when a
// next/link anchor to it is prefetched, `index.txt` when it navigates before that prefetch has
// finished. `__next._full.txt` is never requested by the browser (it is for servers that answer
// a full-prefetch header). Pages reached by plain anchors request none of them.

const anchorPattern = /<a\b[^>]*>/gi;
const hrefPattern = /\shref="([^"]*)"/i;
const markerPattern = /\sdata-client-nav(?:=""|\s|>|\/)/i;

/** The export-relative folders (`ka/about`, `` for the root) that marked anchors in `html` point to. */
export function clientNavTargets(html, basePath) {
  const targets = new Set();
  for (const [tag] of html.matchAll(anchorPattern)) {
    if (!markerPattern.test(tag)) continue;
    const href = hrefPattern.exec(tag)?.[1];
    // Only this site's pages: an external or relative URL has no payload in the export.
    if (!href?.startsWith(`${basePath}/`)) continue;
    const path = decodeURI(href.slice(basePath.length).split(/[?#]/)[0]);
    targets.add(path.replace(/^\/+|\/+$/g, ''));
  }
  return targets;
}

/** True for the route payload files Next writes beside a page (not robots.txt or other text). */
export function isRoutePayload(fileName) {
  return fileName === 'index.txt' || /^__next\..+\.txt$/.test(fileName);
}

/**
 * The payload files to delete, given every payload file (export-relative, `/`-separated) and the
 * folders client navigation can reach: all `__next._full.txt`, and every payload of any other page.
 */
export function payloadsToRemove(payloadFiles, reachableFolders) {
  return payloadFiles.filter((file) => {
    const slash = file.lastIndexOf('/');
    const folder = slash === -1 ? '' : file.slice(0, slash);
    const name = file.slice(slash + 1);
    return name === '__next._full.txt' || !reachableFolders.has(folder);
  });
}

/**
 * What would make pruning unsafe or silent, each as a sentence naming this step: no marked
 * anchor at all (nothing to keep, so the marking is gone); a file named like Next's payloads
 * (`__next…`) that is not one (renamed: it would stay, and the export grow by a file a page);
 * or a page client navigation reaches without the `index.txt`, `__next._tree.txt` and
 * `__next.<segments>.__PAGE__.txt` its router asks for. Either means Next's payload files changed
 * shape (after an upgrade: docs/architecture.md, "Upgrading Next.js"). `files` are every file of
 * the export (export-relative, `/`-separated); `pageFolders` the folders with an index.html.
 */
export function payloadShapeProblems(files, reachableFolders, pageFolders) {
  const step = 'scripts/prune-route-payloads.mjs (payloadShapeProblems)';
  const problems = files
    .filter((file) => /(^|\/)__next[^/]*$/.test(file) && !isRoutePayload(file.split('/').pop()))
    .map((file) => `${step}: ${file} is not a payload name it knows (index.txt, __next.*.txt)`);
  if (reachableFolders.size === 0)
    problems.push(
      `${step}: no page has an anchor marked data-client-nav: nothing tells which payloads to keep`,
    );
  const present = new Set(files);
  for (const folder of reachableFolders) {
    if (!pageFolders.has(folder)) continue; // a link to a page outside the export: a link check's job
    const prefix = folder ? `${folder}/` : '';
    const expected = ['index.txt', '__next._tree.txt'].filter(
      (name) => !present.has(prefix + name),
    );
    const isPageSegment = (file) =>
      file.startsWith(`${prefix}__next.`) && /^[^/]*__PAGE__\.txt$/.test(file.slice(prefix.length));
    if (!files.some(isPageSegment)) expected.push('__next.<segments>.__PAGE__.txt');
    for (const name of expected)
      problems.push(`${step}: expected ${prefix}${name} for a page client navigation reaches`);
  }
  return problems;
}
