import type { Locale } from '@/i18n/routing';
import { basePath } from '../site.config.mjs';

// Apart from locale-path.ts: every link runs this in the browser, copied into each island's chunk.
/** Base path included: pageHref('ka', '/catalog/office') is "/gps-app/ka/catalog/office/". */
export function pageHref(locale: Locale, path: string): string {
  return `${basePath}${localizedPath(locale, path)}`;
}

/** No base path: what next/link takes (it adds it). */
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

/** productPath('/services/request', 'x80m', 'meter') is "/services/request?product=x80m#meter". */
export function productPath(path: string, productId: string | undefined, section = ''): string {
  const query = productId ? `?product=${encodeURIComponent(productId)}` : '';
  return `${path}${query}${section ? `#${section}` : ''}`;
}
