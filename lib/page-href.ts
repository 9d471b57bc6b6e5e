import type { Locale } from '@/i18n/routing';
import { basePath } from '../site.config.mjs';

// Kept apart from locale-path.ts on purpose: every link of the site (components/link) runs this
// in the browser, and a bundler copies small shared modules into each island's chunk.
/**
 * The URL of a site page in a language, base path included: pageHref('ka', '/catalog/office')
 * is "/gps-app/ka/catalog/office/". Every plain anchor and form action uses it.
 */
export function pageHref(locale: Locale, path: string): string {
  return `${basePath}${localizedPath(locale, path)}`;
}

/**
 * A site path with its language prefix but no base path, e.g. localizedPath('ka', '/catalog'):
 * what next/link takes (it adds the base path itself).
 */
export function localizedPath(locale: Locale, path: string): string {
  // A #fragment stays last: "/services/request#meter" is "/ka/services/request/#meter".
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const [pathPart = '/', query] = splitQuery(hashAt === -1 ? path : path.slice(0, hashAt));
  const clean = pathPart === '/' ? '/' : `${pathPart.replace(/\/+$/, '')}/`;
  return `/${locale}${clean}${query ? `?${query}` : ''}${hash}`;
}

function splitQuery(path: string): [string, string | undefined] {
  const index = path.indexOf('?');
  return index === -1 ? [path, undefined] : [path.slice(0, index), path.slice(index + 1)];
}

/**
 * A site path whose page starts its form with a product, ?product=<id> before the #section:
 * productPath('/services/request', 'x80m', 'meter') is "/services/request?product=x80m#meter".
 * Without an id, the plain path (with its section).
 */
export function productPath(path: string, productId: string | undefined, section = ''): string {
  const query = productId ? `?product=${encodeURIComponent(productId)}` : '';
  return `${path}${query}${section ? `#${section}` : ''}`;
}
