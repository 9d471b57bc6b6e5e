// Pure helpers of build-admin.mjs (unit-tested): the admin page and the font rewrite. Its policy
// is the host's too, so it lives with the host rules (deploy/admin-policies.mjs).
import { adminPath } from '../../deploy/admin-policies.mjs';

const fontCdn =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[0-9.]+\/([a-z0-9-]+\.woff2)/g;

/**
 * The editor's bundle loads its three fonts from jsdelivr; point them at copies under
 * admin/fonts/ taken from the same Fontsource packages. Returns the bundle and the fonts needed
 * as `{ from: package file, to: file name }`.
 */
export function selfHostFonts(bundle) {
  const fonts = new Map();
  const text = bundle.replace(fontCdn, (_, family, variable, file) => {
    const name = `${family}-${file}`;
    const pkg = `@fontsource${variable ? '-variable' : ''}/${family}`;
    fonts.set(name, `${pkg}/files/${name}`);
    return `${adminPath}fonts/${name}`;
  });
  if (text.includes('cdn.jsdelivr.net'))
    throw new Error('the editor bundle still loads something from cdn.jsdelivr.net');
  return { text, fonts: [...fonts].map(([to, from]) => ({ from, to })) };
}

const sveltiaCdn = 'https://unpkg.com/@sveltia/cms';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The bundle asks unpkg.com, at run time, for its latest version (an update notice, at start and
 * hourly) and for the interface strings of a browser language other than English. The admin
 * policy refuses both (console errors), and neither should leave the site: point them at
 * admin/version.json, which names the bundled version (so no notice; updates come with npm),
 * and admin/locales/, the package's own strings; the same for Immutable.js (below). Throws when the bundle no longer has either
 * URL, so an update of the package cannot bring the request back unnoticed.
 */
/** Where the admin keeps its copy of Immutable.js (node_modules/immutable/dist/). */
export const immutableFile = 'immutable.es.js';

export function selfHostRuntimeFiles(bundle) {
  const cdn = new RegExp(`(?<![\\w$])([\\w$]+)=\`${escapeRegExp(sveltiaCdn)}\``).exec(bundle);
  if (!cdn) throw new Error(`the editor bundle no longer names ${sveltiaCdn}`);
  const name = escapeRegExp(`\${${cdn[1]}}`);
  const urls = [
    {
      what: 'update check',
      from: new RegExp(`\`${name}/package\\.json\``, 'g'),
      to: `\`${adminPath}version.json\``,
    },
    {
      what: 'interface strings',
      from: new RegExp(`\`${name}@\\$\\{[\\w$]+\\}/locales\``, 'g'),
      to: `\`${adminPath}locales\``,
    },
  ];
  // Immutable.js, which the bundle imports from unpkg.com once a preview template is registered
  // (editor-preview/): the copy beside it, from the package the editor's package depends on.
  urls.push({
    what: 'Immutable.js',
    from: /[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g,
    to: `import(\`${adminPath}${immutableFile}\`)`,
  });
  let text = bundle;
  for (const { what, from, to } of urls) {
    const found = text.match(from)?.length ?? 0;
    if (found !== 1)
      throw new Error(`the editor bundle's ${what} URL was found ${found} times, not once`);
    text = text.replace(from, to);
  }
  return text;
}

export function adminHtml(policy) {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <meta name="robots" content="noindex" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Content editor</title>
    <link href="${adminPath}config.yml" type="application/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${adminPath}sveltia-cms.js"></script>
    <script src="${adminPath}preview.js"></script>
  </body>
</html>
`;
}
