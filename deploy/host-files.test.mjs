// The generated _headers and _redirects, read the way the Worker's asset server reads them:
// which headers a path ends up with, and where a legacy link lands.
import { notFoundTarget } from '@/lib/locale-path';
import {
  checkCloudflareLimits,
  cloudflareHeaders,
  cloudflareRedirects,
  workerHostFile,
} from './host-files.mjs';
import { inboxPolicy } from './admin-policies.mjs';
import { readFileSync } from 'node:fs';
import { hostFilePath } from '../site.config.mjs';

/** _headers as [{ path, detach: [names], set: [[name, value]] }], in file order. */
function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.push({ path: line, detach: [], set: [] });
    else if (line.trim().startsWith('! ')) rules.at(-1).detach.push(line.trim().slice(2));
    else {
      const colon = line.indexOf(':');
      rules.at(-1).set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

const pattern = (path) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(?<splat>.*)')}$`);

/**
 * The Worker's asset server: its own default first (a Referrer-Policy), then every matching
 * rule in order; detach, then set (a repeat is joined).
 */
function cloudflareResponseHeaders(text, path) {
  const headers = new Map([['referrer-policy', 'strict-origin-when-cross-origin']]);
  const setByRules = new Set();
  // Rules are kept in an object keyed by path: a later block for the same path replaces one.
  const byPath = new Map(parseHeaders(text).map((rule) => [rule.path, rule]));
  for (const rule of [...byPath.values()].filter((r) => pattern(r.path).test(path))) {
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const joined = setByRules.has(key) && headers.has(key);
      headers.set(key, joined ? `${headers.get(key)}, ${value}` : value);
      setByRules.add(key);
    }
  }
  return Object.fromEntries(headers);
}

/** Cloudflare' _redirects: exact rules first, then splats in order; query kept. */
function cloudflareRedirect(text, url) {
  const [pathname, query] = url.split('?');
  const rules = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' '));
  const exact = rules.find(([from]) => from === pathname);
  const splat = rules.filter(([from]) => from.includes('*'));
  const rule = exact ?? splat.find(([from]) => pattern(from).test(pathname));
  if (!rule) return undefined;
  const splatValue = pattern(rule[0]).exec(pathname)?.groups?.splat ?? '';
  return [rule[1].replace(':splat', splatValue) + (query ? `?${query}` : ''), Number(rule[2])];
}

const security = {
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};
const short = 'public, max-age=300';
const immutable = 'public, max-age=31536000, immutable';
const sandboxed = {
  ...security,
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
};

const expected = [
  ['/gps-app/', { ...security, 'cache-control': short }],
  ['/gps-app/en/catalog/', { ...security, 'cache-control': short }],
  ['/gps-app/robots.txt', { ...security, 'cache-control': short }],
  ['/gps-app/_next/static/chunks/a1b2.js', { ...security, 'cache-control': immutable }],
  ['/gps-app/_next/build-id/x.txt', { ...security, 'cache-control': short }],
  // Uploaded and content images, and their variants: inert even when opened directly.
  ['/gps-app/_img/uploads/p.12ab-640.avif', { ...sandboxed, 'cache-control': immutable }],
  ['/gps-app/uploads/products/logo.svg', { ...sandboxed, 'cache-control': short }],
  ['/gps-app/images/partners/a.svg', { ...sandboxed, 'cache-control': short }],
  ['/gps-app/en/uploads/x.svg', { ...security, 'cache-control': short }],
  [
    '/gps-app/api/placeholder/800/600',
    { ...security, 'cache-control': short, 'content-type': 'image/svg+xml' },
  ],
];

describe('Cloudflare _headers', () => {
  const headersFile = (env = {}) => cloudflareHeaders(env);
  const responseHeaders = cloudflareResponseHeaders;

  it.each(expected)('%s: the security headers and one Cache-Control', (path, headers) => {
    expect(responseHeaders(headersFile(), path)).toEqual(headers);
  });

  it('gives the editor its own policy, referrer, opener, noindex and no-cache', () => {
    const admin = responseHeaders(headersFile(), '/gps-app/admin/config.yml');
    expect(admin['content-security-policy']).toMatch(
      /^frame-ancestors 'none'; default-src 'self'; script-src 'self';[^,]*https:\/\/api\.github\.com[^,]*$/,
    );
    expect(admin).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'referrer-policy': 'same-origin',
      'x-robots-tag': 'noindex',
      'cache-control': 'no-cache',
      'strict-transport-security': security['strict-transport-security'],
      'x-frame-options': 'DENY',
    });
  });

  it('gives the inbox its own strict policy, not the editor’s, with noindex and no-cache', () => {
    for (const path of ['/gps-app/admin/requests/', '/gps-app/admin/requests/inbox.js']) {
      const inbox = responseHeaders(headersFile(), path);
      expect(inbox['content-security-policy']).toBe(`frame-ancestors 'none'; ${inboxPolicy()}`);
      expect(inbox['content-security-policy']).not.toContain('github');
      expect(inbox).toMatchObject({
        'x-robots-tag': 'noindex',
        'cache-control': 'no-cache',
        'referrer-policy': 'same-origin',
        'cross-origin-opener-policy': 'same-origin',
        'x-frame-options': 'DENY',
        'strict-transport-security': security['strict-transport-security'],
      });
    }
    // The editor beside it keeps its own.
    expect(responseHeaders(headersFile(), '/gps-app/admin/')['content-security-policy']).toContain(
      'https://api.github.com',
    );
  });

  it('adds the auth proxy configured at build to the editor policy', () => {
    expect(headersFile()).not.toContain('auth.example');
    const withProxy = headersFile({ CMS_BASE_URL: 'https://auth.example.dev/x' });
    expect(responseHeaders(withProxy, '/gps-app/admin/')['content-security-policy']).toContain(
      'https://auth.example.dev',
    );
  });
});

it('Cloudflare: the site rule comes first, so narrower rules can detach from it', () => {
  const rules = parseHeaders(cloudflareHeaders({}));
  expect(rules[0].path).toBe('/*');
  expect(rules.map((r) => r.path)).toContain('/gps-app/admin/*');
  expect(checkCloudflareLimits(cloudflareHeaders({}), cloudflareRedirects())).toEqual({
    headerRules: rules.length,
    exactRedirects: 17,
    splatRedirects: 15,
  });
});

it('refuses files over the Cloudflare Pages limits', () => {
  expect(() => checkCloudflareLimits('/a\n  X: y\n/a\n  Z: w', '')).toThrow(/two header rules/);
  const many = Array.from({ length: 101 }, (_, i) => `/p${i}\n  X: y`).join('\n');
  expect(() => checkCloudflareLimits(many, '')).toThrow(/101 header rules/);
  const splats = Array.from({ length: 101 }, (_, i) => `/p${i}/* /q 301`).join('\n');
  expect(() => checkCloudflareLimits('', splats)).toThrow(/101 splat redirects/);
});

it('Cloudflare: the bare base path and the host root get the headers, no open CORS', () => {
  // The redirect of /gps-app to /gps-app/ is an answer of its own; so is robots.txt at the root.
  for (const path of ['/gps-app', '/robots.txt', '/'])
    expect(cloudflareResponseHeaders(cloudflareHeaders({}), path)).toEqual({
      ...security,
      'cache-control': short,
    });
  for (const path of ['/gps-app/', '/gps-app/_img/a.avif', '/gps-app/admin/'])
    expect(cloudflareResponseHeaders(cloudflareHeaders({}), path)).not.toHaveProperty(
      'access-control-allow-origin',
    );
});

const legacy = [
  '/gps-app/catalog',
  '/gps-app/catalog/',
  '/gps-app/catalog/office',
  '/gps-app/catalog/office/?type=colour&speed=45',
  '/gps-app/product/mono-mfp-m3030',
  '/gps-app/products',
  '/gps-app/products/',
  '/gps-app/products/some-old-slug?ref=mail',
  '/gps-app/about',
  '/gps-app/services/maintenance/',
  '/gps-app/news/a/b',
  '/gps-app/contacts?type=service',
  '/gps-app/search?q=%3Cb%3E',
];

it.each(legacy)('Cloudflare: %s gets one 301 to where 404.html would send it', (url) => {
  const [pathname = '', query] = url.split('?');
  expect(cloudflareRedirect(cloudflareRedirects(), url)).toEqual([
    notFoundTarget(pathname, query ? `?${query}` : '', '/gps-app'),
    301,
  ]);
});

it('Cloudflare: current pages are not redirected, the bare base path is', () => {
  for (const url of ['/gps-app/', '/gps-app/ka/catalog/', '/gps-app/en/catalog/office/'])
    expect(cloudflareRedirect(cloudflareRedirects(), url)).toBeUndefined();
  expect(cloudflareRedirect(cloudflareRedirects(), '/gps-app?x=1')).toEqual(['/gps-app/?x=1', 301]);
});

it('host.json says the Worker answers on Cloudflare; the export’s own copy says it does not', () => {
  expect(JSON.parse(workerHostFile)).toEqual({ worker: true });
  // Next copies public/ into the export, which nginx serves as it is.
  const exported = readFileSync(`public/${hostFilePath.split('/').at(-1)}`, 'utf8');
  expect(hostFilePath).toBe('/gps-app/host.json');
  expect(JSON.parse(exported)).toEqual({ worker: false });
});
