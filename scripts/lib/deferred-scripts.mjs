// The framework's scripts start loading after the page's first frame, not while it is parsed.
//
// Next writes each page's chunks as `<script src async>` (plus a low-priority preload of its
// webpack runtime), so a phone on a slow network downloads ~150 kB of JavaScript at the same time
// as the stylesheet, the two fonts and the hero image the first paint needs. Every page already
// works without JavaScript, so nothing a visitor sees waits for it: this post-build step swaps
// those tags for a JSON list and a small loader that adds them after the first frame.
// Lighthouse showed the cost: with the chunks in flight before the hero painted, its simulated
// largest paint included them (home ka 2.1–2.4 s; 1.4–1.5 s without, same run).

/** id of the JSON list of deferred scripts: [{ src, id? }] in document order. */
export const listId = '__deferred-scripts';

/**
 * The loader (an inline script, so csp.mjs hashes it like Next's own). A frame's callback then a
 * task: the scripts are requested once the first frame has been produced. A hidden tab produces
 * no frame, so its scripts wait until it is shown; nothing there needs them sooner.
 */
export const loaderSource =
  `(function(){var d=document,l=JSON.parse(d.getElementById(${JSON.stringify(listId)}).textContent),` +
  `s=0;function go(){if(s++)return;l.forEach(function(x){var e=d.createElement("script");` +
  `e.src=x.src;e.async=true;if(x.id)e.id=x.id;d.head.appendChild(e)})}` +
  `requestAnimationFrame(function(){setTimeout(go,0)})})()`;

const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const attr = (attributes, name) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(` ${attributes}`)?.[1];

/**
 * `html` with the framework's async chunk scripts (those under `${basePath}/_next/static/chunks/`)
 * replaced by the JSON list and the loader before `</body>`, and their script preloads removed.
 * Other scripts (noModule polyfills, inline payloads, JSON-LD) are left alone. Idempotent.
 */
export function deferFrameworkScripts(html, basePath) {
  const chunks = `${escapeRe(basePath)}/_next/static/chunks/`;
  const chunkSrc = new RegExp(`^${chunks}`);
  const scriptTag = /<script\b([^>]*)>\s*<\/script>/gi;

  const list = [];
  let rewritten = html.replace(scriptTag, (tag, attributes) => {
    const src = attr(attributes, 'src');
    const isChunk =
      src !== undefined &&
      chunkSrc.test(src) &&
      /\sasync(?:=""|\b)/i.test(` ${attributes}`) &&
      !/\snomodule\b/i.test(` ${attributes}`);
    if (!isChunk) return tag;
    const id = attr(attributes, 'id');
    list.push(id ? { src, id } : { src });
    return '';
  });
  if (list.length === 0) return html;
  // Attributes in any order: React has written them as rel, as, fetchPriority, href.
  rewritten = rewritten.replace(/<link\b([^>]*)>/gi, (tag, attributes) =>
    attr(attributes, 'rel') === 'preload' &&
    attr(attributes, 'as') === 'script' &&
    chunkSrc.test(attr(attributes, 'href') ?? '')
      ? ''
      : tag,
  );
  // `<` cannot end a JSON string here, but escape it anyway so the list can never close the tag.
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  const tail = `<script type="application/json" id="${listId}">${json}</script><script>${loaderSource}</script>`;
  const end = rewritten.lastIndexOf('</body>');
  if (end < 0)
    throw new Error('scripts/defer-scripts.mjs (deferFrameworkScripts): the page has no </body>');
  return rewritten.slice(0, end) + tail + rewritten.slice(end);
}

/** The deferred scripts' paths, in order, of a page `deferFrameworkScripts` rewrote ([] if none). */
export function deferredScripts(html) {
  const match = new RegExp(
    `<script type="application/json" id="${escapeRe(listId)}">([^<]*)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]).map((entry) => entry.src) : [];
}

/**
 * The tags of `html` that still load or preload the framework's chunks: none on a page
 * `deferFrameworkScripts` handled. Any means Next wrote them in a shape this step does not
 * recognise (say, `defer` for `async`, or `modulepreload`), and the build must stop.
 */
export function missedFrameworkScripts(html, basePath) {
  const chunks = `${basePath}/_next/static/chunks/`;
  return [...html.matchAll(/<(script|link)\b([^>]*)>/gi)]
    .filter(([, name, attributes]) => {
      const url = attr(attributes, name.toLowerCase() === 'link' ? 'href' : 'src');
      return url?.startsWith(chunks) && !/\snomodule\b/i.test(` ${attributes}`);
    })
    .map(([tag]) => tag);
}
