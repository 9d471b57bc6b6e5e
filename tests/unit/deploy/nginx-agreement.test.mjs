// deploy/nginx.conf is written by hand; these prove it states the rules of deploy/host-rules.mjs
// (the source of the generated Cloudflare Pages and Netlify files): headers, caching, types,
// the 404 page and the legacy redirects, read from the config as nginx would apply them.
import { readFileSync } from 'node:fs';
import { notFoundTarget, sectionPaths } from '@/lib/locale-path';
import {
  adminHeaders,
  adminPrefix,
  cacheControl,
  cacheControlFor,
  immutablePrefixes,
  legacyCatalogue,
  legacySections,
  notFoundPage,
  siteHeaders,
  typedPrefixes,
} from '../../../deploy/host-rules.mjs';

const conf = readFileSync('deploy/nginx.conf', 'utf8').replace(/#.*$/gm, '');

/** The body of the block that opens with `opening {`, braces balanced. */
function blockOf(text, opening) {
  const start = text.indexOf(`${opening} {`);
  if (start === -1) throw new Error(`no "${opening}" block in deploy/nginx.conf`);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return text.slice(text.indexOf('{', start) + 1, i);
  }
  throw new Error(`unbalanced "${opening}" block`);
}

const httpsServer = conf
  .split(/^server \{/m)
  .slice(1)
  .map((rest) => blockOf(`server {${rest}`, 'server'))
  .find((server) => server.includes('listen 443'));
/** The server's own directives, without its location blocks. */
const serverLevel = httpsServer.replace(/^\s*location [^{]*\{[^}]*\}/gm, '');

const addHeaders = (block) =>
  [...block.matchAll(/add_header ([\w-]+) (?:"([^"]*)"|(\$\w+)) always;/g)].map((m) => [
    m[1],
    m[2] ?? m[3],
  ]);

it('sends the site headers on every answer, and Cache-Control from the cache map', () => {
  expect(addHeaders(serverLevel)).toEqual([
    ...siteHeaders,
    ['Cache-Control', '$gps_cache_control'],
  ]);
});

it('caches by the same rules: hashed prefixes for a year, errors never, the rest briefly', () => {
  const map = blockOf(conf, 'map "$status:$uri" $gps_cache_control');
  const entries = [...map.matchAll(/^\s*(\S+) "([^"]+)";/gm)].map((m) => [m[1], m[2]]);
  const answer = (status, uri) => {
    const key = `${status}:${uri}`;
    const hit = entries.find(
      ([pattern]) => pattern !== 'default' && new RegExp(pattern.slice(1)).test(key),
    );
    return (hit ?? entries.find(([pattern]) => pattern === 'default'))[1];
  };
  const paths = [
    ...immutablePrefixes.map((prefix) => `${prefix}a/b.1234.js`),
    '/gps-app/',
    '/gps-app/en/catalog/',
    '/gps-app/en/index.txt',
    '/gps-app/images/og/home.png',
    '/gps-app/_next/other/x.txt',
  ];
  for (const path of paths) {
    for (const status of [200, 206, 304])
      expect([path, answer(status, path)]).toEqual([path, cacheControlFor(path)]);
    for (const status of [400, 404, 405, 414, 500])
      expect(answer(status, path)).toBe(cacheControl.error);
  }
  expect(answer(301, '/gps-app/catalog')).toBe(cacheControl.short);
});

it('gives the editor the same headers as the generated files (policy for the GitHub backend)', () => {
  const admin = blockOf(httpsServer, `location ${adminPrefix}`);
  expect(addHeaders(admin)).toEqual(adminHeaders({}));
});

it('types the extension-less placeholders and serves 404.html for unknown paths', () => {
  for (const { prefix, type } of typedPrefixes)
    expect(blockOf(httpsServer, `location ${prefix}`)).toContain(`default_type ${type};`);
  expect(serverLevel).toContain(`error_page 404 ${notFoundPage};`);
});

describe('legacy redirects', () => {
  const redirects = [...httpsServer.matchAll(/location ~ (\S+) \{\s*return 301 (\S+);\s*\}/g)].map(
    (m) => ({ regex: new RegExp(m[1]), target: m[2] }),
  );
  /** Where nginx sends `url`: the first regex location that matches, nginx variables filled. */
  function nginxRedirect(url) {
    const [path, args = ''] = url.split('?');
    const rule = redirects.find(({ regex }) => regex.test(path));
    if (!rule) return undefined;
    const match = rule.regex.exec(path);
    return rule.target
      .replace(/\$is_args/, args ? '?' : '')
      .replace(/\$args/, args)
      .replace(/\$(\d)/g, (_, n) => match[Number(n)] ?? '');
  }

  it('covers the sections of lib/locale-path.ts and host-rules.mjs', () => {
    expect([...legacySections, legacyCatalogue.section].sort()).toEqual([...sectionPaths].sort());
    expect(redirects).toHaveLength(2);
  });

  it.each([
    '/gps-app/catalog',
    '/gps-app/catalog/',
    '/gps-app/catalog/office/?type=colour',
    '/gps-app/product/mono-mfp-m3030',
    '/gps-app/products',
    '/gps-app/products/some-old-slug?ref=mail',
    '/gps-app/services/maintenance/',
    '/gps-app/contacts?type=service',
    '/gps-app/search?q=%3Cb%3E',
  ])('%s: the page 404.html would pick', (url) => {
    const [path = '', query] = url.split('?');
    expect(nginxRedirect(url)).toBe(notFoundTarget(path, query ? `?${query}` : '', '/gps-app'));
  });

  it('leaves current pages alone', () => {
    for (const url of [
      '/gps-app/',
      '/gps-app/ka/catalog/',
      '/gps-app/catalogue/',
      '/gps-app/newsletter',
    ])
      expect(nginxRedirect(url)).toBeUndefined();
  });
});
