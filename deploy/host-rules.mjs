// How the export must be served, in one place: scripts/deploy/write-host-config.mjs renders
// these rules as _headers and _redirects for the Cloudflare Worker's assets (deploy/host-files.mjs)
// and as nginx's site file (deploy/nginx-files.mjs into deploy/nginx.template.conf). Pure data
// and functions, no I/O.
import { adminPath, adminPolicy, inboxPath, inboxPolicy } from './admin-policies.mjs';
import {
  basePath,
  defaultLocale,
  legacyCatalogue as siteLegacyCatalogue,
  legacySections,
  locales,
} from '../site.config.mjs';

export { basePath, defaultLocale };
export const notFoundPage = `${basePath}/404.html`;
/**
 * Each language folder's own 404 page (scripts/language-not-found-pages.mjs), served for unknown
 * paths under it: its no-JavaScript refresh goes to that language's home, not the root's.
 * Cloudflare (not_found_handling 404-page) finds the nearest 404.html by itself; nginx is told.
 */
export const languageNotFoundPages = locales.map((locale) => ({
  prefix: `${basePath}/${locale}/`,
  page: `${basePath}/${locale}/404.html`,
}));

export const cacheControl = {
  /** Content-hashed names: a new build gives a new URL. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML, route payloads, images, root files, redirects: a new upload is seen soon. */
  short: 'public, max-age=300',
  /** Every error answer. */
  error: 'no-cache',
};

/** Folders whose files have content-hashed names (build assets, photo variants). */
export const immutablePrefixes = [`${basePath}/_next/static/`, `${basePath}/_img/`];

/**
 * Security headers on every answer of the site, errors included. The per-page script policy
 * is a <meta> tag in each HTML file (scripts/csp.mjs); this header adds what a <meta> policy
 * cannot carry (frame-ancestors).
 */
export const siteHeaders = [
  ['Content-Security-Policy', "frame-ancestors 'none'; object-src 'none'; base-uri 'self'"],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * Folders whose files came from outside the code: the editor's uploads (content/cms/config.ts
 * mediaFolder), the repository's images that content points at, and the photo variants made
 * from both (scripts/images/settings.mjs). Whatever lands there is served as an inert document:
 * an SVG or HTML file opened directly runs no script, loads nothing and reaches no storage of
 * the site's origin (sandbox gives it an opaque origin). Images shown by <img> are unaffected.
 */
export const sandboxedPrefixes = [
  `${basePath}/uploads/`,
  `${basePath}/images/`,
  `${basePath}/_img/`,
];
export const sandboxPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** The content editor (Sveltia CMS, docs/deploying.md) and the dealer's inbox inside its folder. */
export { adminPath as adminPrefix, inboxPath as inboxPrefix };

/** An area's full header list: its own policy (the one its index.html carries), noindex, no caching. */
const areaHeaders = (policy, replaced = {}) => {
  const own = {
    'Content-Security-Policy': `frame-ancestors 'none'; ${policy}`,
    'Referrer-Policy': 'same-origin',
    ...replaced,
  };
  return [
    ...siteHeaders.map(([name, value]) => [name, own[name] ?? value]),
    ['X-Robots-Tag', 'noindex'],
    ['Cache-Control', 'no-cache'],
  ];
};

/**
 * The editor's, for the backend configured by `env` at build: popups kept linked for the GitHub
 * sign-in window (config.yml and the bundle keep their names between builds: no caching).
 */
export const adminHeaders = (env = process.env) =>
  areaHeaders(adminPolicy(env), { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' });

/** The inbox's: the site's opener isolation (it opens no popups). */
export const inboxHeaders = () => areaHeaders(inboxPolicy());

/** Files whose type their name does not tell: the old site's extension-less placeholders. */
export const typedPrefixes = [{ prefix: `${basePath}/api/placeholder/`, type: 'image/svg+xml' }];

/**
 * Links from the previous site had no language (site.config.mjs legacySections, which
 * lib/locale-path.ts resolveNotFound applies in 404.html): a section keeps its path and gains
 * the Georgian prefix and a trailing slash; the old /products/{slug} pages all go to the
 * catalogue. The query is kept.
 */
export { legacySections };
export const legacyCatalogue = {
  section: siteLegacyCatalogue.section,
  target: `${basePath}/${defaultLocale}/${siteLegacyCatalogue.to}/`,
};
