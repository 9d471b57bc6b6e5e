// The nginx site file generated from deploy/nginx.template.conf and deploy/host-rules.mjs, read
// as nginx applies it: headers, caching, types, the 404 page and the legacy redirects answer as
// the rules say (and as the Cloudflare files, made from the same rules, do).
// tests/hosts/nginx-test.sh runs the built file in a real nginx (nginx -t, then the browser tests).
import { readFileSync } from 'node:fs';
import { notFoundTarget } from '@/lib/locale-path';
import {
  adminHeaders,
  adminPrefix,
  inboxHeaders,
  inboxPrefix,
  cacheControl,
  immutablePrefixes,
  legacyCatalogue,
  legacySections,
  notFoundPage,
  sandboxedPrefixes,
  sandboxPolicy,
  siteHeaders,
  typedPrefixes,
} from './host-rules.mjs';
import { nginxMarkers, nginxSiteConfig } from './nginx-files.mjs';

const template = readFileSync('deploy/nginx.template.conf', 'utf8');
/** The config with comments dropped, for the backend `env` names (GitHub by default). */
const configFor = (env = {}) => nginxSiteConfig(template, env).replace(/#.*$/gm, '');
const conf = configFor();

/** The body of the block that opens with `opening {`, braces balanced. */
function blockOf(text, opening) {
  const start = text.indexOf(`${opening} {`);
  if (start === -1) throw new Error(`no "${opening}" block in the nginx config`);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return text.slice(text.indexOf('{', start) + 1, i);
  }
  throw new Error(`unbalanced "${opening}" block`);
}

const httpsServerOf = (text) =>
  text
    .split(/^server \{/m)
    .slice(1)
    .map((rest) => blockOf(`server {${rest}`, 'server'))
    .find((server) => server.includes('listen 443'));
const httpsServer = httpsServerOf(conf);
/** The server's own directives, without its location blocks. */
const serverLevel = httpsServer.replace(/^\s*location [^{]*\{[^}]*\}/gm, '');

const addHeaders = (block) =>
  [...block.matchAll(/add_header ([\w-]+) (?:"([^"]*)"|(\$\w+)) always;/g)].map((m) => [
    m[1],
    m[2] ?? m[3],
  ]);

/** A map block's entries as [pattern, value]: `~regex` or `default`. */
const mapEntries = (opening) =>
  [...blockOf(conf, opening).matchAll(/^\s*(\S+) "([^"]+)";/gm)].map((m) => [m[1], m[2]]);
/** The value a map gives `key`: the first regex that matches, else the default. */
const mapAnswer = (entries, key) => {
  const hit = entries.find(
    ([pattern]) => pattern !== 'default' && new RegExp(pattern.slice(1)).test(key),
  );
  return (hit ?? entries.find(([pattern]) => pattern === 'default'))[1];
};

it('sends the site headers on every answer, the policy and Cache-Control from maps', () => {
  expect(addHeaders(serverLevel)).toEqual([
    ...siteHeaders.map(([name, value]) => [
      name,
      name === 'Content-Security-Policy' ? '$gps_content_security_policy' : value,
    ]),
    ['Cache-Control', '$gps_cache_control'],
  ]);
});

it('serves uploaded and content images under the sandbox policy, the rest under the site one', () => {
  const policy = mapEntries('map $uri $gps_content_security_policy');
  const siteCsp = Object.fromEntries(siteHeaders)['Content-Security-Policy'];
  const cspOf = (path) =>
    sandboxedPrefixes.some((prefix) => path.startsWith(prefix)) ? sandboxPolicy : siteCsp;
  const paths = [
    ...sandboxedPrefixes.flatMap((prefix) => [`${prefix}a.svg`, `${prefix}products/b.html`]),
    '/gps-app/',
    '/gps-app/en/catalog/',
    '/gps-app/404.html',
    '/gps-app/en/uploads/a.svg',
    '/gps-app/uploads',
  ];
  for (const path of paths) expect([path, mapAnswer(policy, path)]).toEqual([path, cspOf(path)]);
  expect(new Set(paths.map(cspOf)).size).toBe(2);
});

it('caches by the same rules: hashed prefixes for a year, errors never, the rest briefly', () => {
  const entries = mapEntries('map "$status:$uri" $gps_cache_control');
  const answer = (status, uri) => mapAnswer(entries, `${status}:${uri}`);
  const cacheControlOf = (path) =>
    immutablePrefixes.some((prefix) => path.startsWith(prefix))
      ? cacheControl.immutable
      : cacheControl.short;
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
      expect([path, answer(status, path)]).toEqual([path, cacheControlOf(path)]);
    for (const status of [400, 404, 405, 414, 500])
      expect(answer(status, path)).toBe(cacheControl.error);
  }
  expect(answer(301, '/gps-app/catalog')).toBe(cacheControl.short);
});

it('gives the editor the headers of the rules, its policy for the backend of the build', () => {
  const admin = blockOf(httpsServer, `location ${adminPrefix}`);
  expect(addHeaders(admin)).toEqual(adminHeaders({}));
  const env = { CMS_BASE_URL: 'https://auth.example.workers.dev/x' };
  const other = addHeaders(blockOf(httpsServerOf(configFor(env)), `location ${adminPrefix}`));
  expect(other).toEqual(adminHeaders(env));
  expect(Object.fromEntries(other)['Content-Security-Policy']).toContain(
    'https://auth.example.workers.dev',
  );
  expect(addHeaders(admin)).toContainEqual(['Cache-Control', 'no-cache']);
});

it('gives the inbox the same headers as the generated files', () => {
  expect(addHeaders(blockOf(httpsServer, `location ${inboxPrefix}`))).toEqual(inboxHeaders());
});

it('types the extension-less placeholders and serves 404.html for unknown paths', () => {
  for (const { prefix, type } of typedPrefixes)
    expect(blockOf(httpsServer, `location ${prefix}`)).toContain(`default_type ${type};`);
  expect(serverLevel).toContain(`error_page 404 ${notFoundPage};`);
});

it('serves a language folder’s own 404 page for unknown paths under it, as a 404', () => {
  // Written out rather than taken from the rules: a dead /en/ link once got the root's page,
  // whose no-JavaScript refresh goes to the Georgian home.
  for (const locale of ['ka', 'en']) {
    const block = blockOf(httpsServer, `location /gps-app/${locale}/`);
    expect(block).toContain(`error_page 404 /gps-app/${locale}/404.html;`);
    expect(block).toContain(`error_page 403 =404 /gps-app/${locale}/404.html;`);
    expect(block).toContain('try_files $uri $uri/ =404;');
  }
});

describe('legacy redirects', () => {
  /**
   * An nginx (PCRE) regex in JS: PCRE's `.` matches all but a line feed (a carriage return
   * too, which JS's does not), and its `$` also matches before a final line feed.
   */
  const pcre = (source) =>
    new RegExp(source.replace(/(?<!\\)\./g, '[^\\n]').replace(/\$$/, '(?=\\n?$)'));
  /** The regex locations that answer on their own: `return 301 …`, maybe behind an `if`. */
  const redirects = [...httpsServer.matchAll(/location ~ (\S+) \{/g)].map((m) => {
    const body = blockOf(httpsServer.slice(m.index), `location ~ ${m[1]}`);
    const guarded =
      /if \(\$request_uri ~ "([^"]+)"\) \{\s*return 301 (\S+);\s*\}\s*return (\d+);/.exec(body);
    const plain = /^\s*return 301 (\S+);\s*$/.exec(body);
    if (!guarded && !plain) throw new Error(`location ~ ${m[1]}: unknown shape`);
    return guarded
      ? {
          location: pcre(m[1]),
          raw: pcre(guarded[1]),
          target: guarded[2],
          else: Number(guarded[3]),
        }
      : { location: pcre(m[1]), target: plain[1] };
  });
  /**
   * nginx's answer to `url` (as sent, percent-encoded): the first regex location that matches
   * the decoded path ($uri), then its `if` on the raw request line ($request_uri), variables
   * filled. { status, location } or undefined when no legacy location takes it.
   */
  function nginxRedirect(url) {
    const [path = '', args = ''] = url.split('?');
    const decoded = decodeURIComponent(path);
    const rule = redirects.find(({ location }) => location.test(decoded));
    if (!rule) return undefined;
    const match = rule.raw ? rule.raw.exec(url) : rule.location.exec(decoded);
    if (!match) return { status: rule.else };
    const location = rule.target
      .replace(/\$is_args/, args ? '?' : '')
      .replace(/\$args/, args)
      .replace(/\$(\d)/g, (_, n) => match[Number(n)] ?? '');
    return { status: 301, location };
  }

  it('redirects every section of the one list (site.config.mjs) as 404.html does', () => {
    expect(redirects).toHaveLength(2);
    for (const section of [...legacySections, legacyCatalogue.section]) {
      const url = `/gps-app/${section}/x?y=1`;
      expect(nginxRedirect(url)).toEqual({
        status: 301,
        location: notFoundTarget(`/gps-app/${section}/x`, '?y=1', '/gps-app'),
      });
    }
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
    // Encoded characters stay encoded: a decoded %0d%0a would split the Location header.
    '/gps-app/catalog/x%0d%0a',
    '/gps-app/news/a%20b',
    '/gps-app/product/%E1%83%90',
  ])('%s: the page 404.html would pick', (url) => {
    const [path = '', query] = url.split('?');
    const answer = nginxRedirect(url);
    expect(answer).toEqual({
      status: 301,
      location: notFoundTarget(path, query ? `?${query}` : '', '/gps-app'),
    });
    // A header value carries no control character or space, whatever the link held.
    expect(answer.location).toMatch(/^[\x21-\x7e]+$/);
  });

  it('refuses a section that is only spelled out once decoded', () => {
    expect(nginxRedirect('/gps-app/%63atalog/x')).toEqual({ status: 400 });
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

describe('the template', () => {
  it('states none of the rules by hand: no header, map, location or error page of its own', () => {
    const directives = template.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/^\s*(add_header|map|location|error_page|default_type)\b/m);
  });

  it('keeps its hand-written part: TLS, ports and certificate lines the test script rewrites', () => {
    const generated = nginxSiteConfig(template, {});
    for (const line of template
      .split('\n')
      .filter((l) => !Object.values(nginxMarkers).includes(l.trim())))
      expect(generated).toContain(line);
    expect(generated).toMatch(/^\s*listen 443 ssl http2; # test: listen https$/m);
    for (const marker of Object.values(nginxMarkers))
      expect(generated.split('\n').map((line) => line.trim())).not.toContain(marker);
  });

  it.each(Object.values(nginxMarkers))(
    'refuses a template without "%s", or with it twice',
    (marker) => {
      const without = template.replace(marker, '# gone');
      expect(() => nginxSiteConfig(without, {})).toThrow(`"${marker}" once (found 0)`);
      const twice = template.replace(marker, `${marker}\n${marker}`);
      expect(() => nginxSiteConfig(twice, {})).toThrow(`"${marker}" once (found 2)`);
    },
  );

  it('stops on a header value nginx would not send as written, naming it', () => {
    // URL keeps a $ or a quote in a host name, so a mistyped CMS_BASE_URL reaches the policy.
    for (const CMS_BASE_URL of ['https://a$b.example/x', 'https://a"b.example'])
      expect(() => nginxSiteConfig(template, { CMS_BASE_URL })).toThrow(
        /^nginx config: the Content-Security-Policy header ".*" holds \$, ", \\ or a control character/,
      );
  });
});
