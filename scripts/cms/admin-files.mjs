// Pure helpers of build-admin.mjs (unit-tested): the admin page and the font rewrite. Its policy
// is the host's too, so it lives with the host rules (deploy/admin-policies.mjs).
import { adminPath } from '../../deploy/admin-policies.mjs';

const fontCdn =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[0-9.]+\/([a-z0-9-]+\.woff2)/g;

/** The bundle's fonts from jsdelivr pointed at admin/fonts/ copies from the same Fontsource packages. */
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

export const immutableFile = 'immutable.es.js';

/**
 * The bundle asks unpkg.com for its latest version, its interface strings and Immutable.js (for
 * a preview template), which the admin policy refuses: they point at admin/ copies instead.
 * Throws when a URL is not found once, so a package update cannot bring a request back unnoticed.
 */
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
    {
      what: 'Immutable.js',
      from: /[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g,
      to: `import(\`${adminPath}${immutableFile}\`)`,
    },
  ];
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
