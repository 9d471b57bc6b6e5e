// Where the site is mounted, its languages and its public origin: the one source for
// next.config.ts, i18n/routing.ts, deploy/host-rules.mjs and every script. Plain JavaScript so
// Node runs it without a build step; TypeScript reads its types through `allowJs`.

/** Every URL of the export starts with this: the CDN serves the site under /gps-app/. */
export const basePath = '/gps-app';

/**
 * What the host adds to the export, read by the pages at run time. The export's own copy
 * (public/host.json) says there is no Worker; the Cloudflare upload folder's copy says there is
 * (scripts/deploy/write-host-config.mjs). The search box reports queries only where it says so,
 * so nginx is sent none.
 */
export const hostFilePath = `${basePath}/host.json`;

/** Site languages; the first is the default and the language of the bare root. */
export const locales = /** @type {const} */ (['ka', 'en']);

export const defaultLocale = locales[0];

/**
 * The previous site's first-level sections, whose links had no language: each keeps its path and
 * gains the default-language prefix. Its old /products/{slug} pages all go to the catalogue. One
 * list for 404.html (lib/locale-path.ts) and every host's redirects (deploy/host-rules.mjs).
 */
export const legacySections = /** @type {const} */ ([
  'catalog',
  'product',
  'about',
  'services',
  'news',
  'contacts',
  'search',
]);
export const legacyCatalogue = /** @type {const} */ ({ section: 'products', to: 'catalog' });

/** Stand-in origin for local builds; production builds set SITE_ORIGIN. */
const fallbackOrigin = 'https://www.example.com';

/**
 * Absolute origin for canonical URLs, hreflang, Open Graph and the sitemap, without a trailing
 * slash. Ops set SITE_ORIGIN at build time.
 * @param {Record<string, string | undefined>} [env]
 */
export function siteOriginFrom(env = process.env) {
  return (env.SITE_ORIGIN || fallbackOrigin).replace(/\/+$/, '');
}

/**
 * Next's settings for the static export: next.config.ts spreads them, and the framework floor
 * (tests/checks/framework-floor.mjs) builds its blank app with the same ones, so the budgets' floor is
 * measured as the site is built.
 */
export const nextExportSettings = /** @type {const} */ ({
  output: 'export',
  basePath,
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
});

/**
 * Media libraries outside the repository (docs/architecture.md "Product photos"): an image field
 * may hold an absolute https URL on one of these hosts, and pages ask that service for each
 * width.
 */
export const mediaHosts = /** @type {const} */ ({
  cloudinary: 'res.cloudinary.com',
  uploadcare: 'ucarecdn.com',
});

/** The build variable naming a form service the forms post to (README "Contact form delivery"). */
export const contactEndpointVariable = 'CONTACT_FORM_ENDPOINT';

/**
 * CONTACT_FORM_ENDPOINT's rule, for the forms (lib/contact-endpoint.ts) and the pages' policy
 * (scripts/csp.mjs): an https URL, or http on the loopback address for tests; anything else
 * stops the build instead of shipping a form that cannot deliver. Blank is no endpoint.
 * @param {string | undefined} value
 * @returns {string | undefined}
 */
export function parseContactEndpoint(value) {
  const raw = value?.trim();
  if (!raw) return undefined;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${contactEndpointVariable} must be an absolute URL, got "${raw}"`);
  }
  const loopback =
    url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !loopback) {
    throw new Error(`${contactEndpointVariable} must use https:// (got "${raw}")`);
  }
  return url.href;
}

/**
 * The form service's origin, the one outside origin the pages' policy lets the forms reach
 * (connect-src, form-action); undefined without a service (REQUESTS=cloudflare posts to the
 * site's own origin, which 'self' already allows).
 * @param {Record<string, string | undefined>} [env]
 */
export function contactEndpointOrigin(env = process.env) {
  const endpoint = parseContactEndpoint(env[contactEndpointVariable]);
  return endpoint ? new URL(endpoint).origin : undefined;
}
