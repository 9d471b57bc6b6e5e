// Each language's own 404 page (out/<locale>/404.html), made from the export's 404.html. Hosts
// serve the 404 page nearest to the unknown path (the Worker and nginx by deploy/host-rules.mjs
// languageNotFoundPages), so without JavaScript, when the page's meta
// refresh cannot see the path, a dead link under /en/ still lands on the English home. With
// JavaScript every copy runs the same redirect, which also names the dead segment.

/** The attribute the root page's refresh has: HTML wants the space after the semicolon. */
const refreshTo = (target) => `content="0; url=${target}"`;

/**
 * The 404 page for `locale`: the refresh goes to that language's home and the document is in
 * that language. Throws, naming what it missed, when the page is not shaped as expected (an
 * upgrade of Next that writes the tag otherwise fails the build rather than shipping a copy that
 * still goes to the root).
 */
export function languageNotFoundPage(html, basePath, locale) {
  const step = 'scripts/language-not-found-pages.mjs (languageNotFoundPage)';
  const replaceOnce = (found, replacement, what) => {
    const matches = html.split(found).length - 1;
    if (matches !== 1)
      throw new Error(`${step}: expected one ${what} in 404.html (${found}), found ${matches}`);
    html = html.replace(found, replacement);
  };
  replaceOnce(refreshTo(`${basePath}/`), refreshTo(`${basePath}/${locale}/`), 'meta refresh');
  // lang in any place among the element's attributes.
  const root = /<html\b[^>]*\slang="[^"]*"[^>]*>/.exec(html)?.[0];
  if (!root) throw new Error(`${step}: expected <html lang="…"> in 404.html`);
  replaceOnce(root, root.replace(/\slang="[^"]*"/, ` lang="${locale}"`), 'html element');
  return html;
}
