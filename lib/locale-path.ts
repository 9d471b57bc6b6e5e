// Languages from site.config.mjs: i18n/routing's defineRouting would come along into the browser.
import { hasLocale } from 'use-intl/core';
import type { Locale } from '@/i18n/routing';
import { defaultLocale, legacyCatalogue, legacySections, locales } from '../site.config.mjs';

/** Split "/en/catalog/office/" into its locale (if any) and the rest ("/catalog/office/"). */
export function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && hasLocale(locales, first)) return { locale: first, rest: match?.[2] ?? '/' };
  return { locale: null, rest: pathname || '/' };
}

/** Only the first segment changes; the bare root counts as the default-language home. */
export function switchLocalePath(pathname: string, target: Locale, search = '', hash = ''): string {
  const { rest } = splitLocale(pathname);
  const path = `/${target}${rest === '/' ? '/' : rest}`;
  return `${path}${normaliseSearch(search)}${hash}`;
}

/** From the browser's `location`, so filters chosen after load go along. */
export function switchLocaleHref(
  location: { pathname: string; search: string },
  basePath: string,
  target: Locale,
): string {
  const { pathname, search } = location;
  const inside =
    basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`))
      ? pathname.slice(basePath.length) || '/'
      : pathname;
  return `${basePath}${switchLocalePath(inside, target, search)}`;
}

/** Its value is the dead path's last segment, decoded (read by lib/not-found-search.ts). */
export const notFoundParam = 'notfound';

/**
 * Legacy sections go to their Georgian page (query kept), the old catalogue to the catalogue,
 * else home in the path's language with the dead segment. Self-contained: inlined into 404.html.
 */
export function resolveNotFound(
  pathname: string,
  search: string,
  basePath: string,
  sections: readonly string[],
  catalogue: { readonly section: string; readonly to: string },
  defaultLocale: string,
  locales: readonly string[],
  param: string,
): string {
  const inside =
    pathname.indexOf(basePath) === 0 ? pathname.slice(basePath.length) || '/' : pathname;
  const segments = inside.split('/');
  const first = segments[1] || '';
  const moved = first === catalogue.section;
  if (!moved && sections.indexOf(first) === -1) {
    const named = locales.indexOf(first) !== -1;
    let last = '';
    for (let i = segments.length - 1; i > (named ? 1 : 0) && !last; i--) {
      const segment = segments[i] || '';
      // ".../c9999/index.html" names c9999: a folder's index file names nothing itself.
      if (!/^(?:index|default)\.[a-z0-9]+$/i.test(segment)) last = segment;
    }
    // Decoded once here, encoded once below, so the home page reads the segment as typed. Capped
    // by characters, never inside one; the page caps it again before showing it.
    let text = last;
    try {
      text = decodeURIComponent(last);
    } catch {
      // kept as sent
    }
    text = Array.from(text).slice(0, 120).join('');
    let value = '';
    try {
      value = encodeURIComponent(text);
    } catch {
      // a lone surrogate (no browser sends one): no segment rather than no redirect
    }
    return basePath + (named ? '/' + first + '/' : '/') + '?' + param + '=' + value;
  }
  // Old /products/{slug} links pointed at a template's leftovers: the catalogue replaces them.
  const rest = moved
    ? '/' + catalogue.to + '/'
    : inside.charAt(inside.length - 1) === '/'
      ? inside
      : inside + '/';
  const query = !search || search === '?' ? '' : search.charAt(0) === '?' ? search : '?' + search;
  return basePath + '/' + defaultLocale + rest + query;
}

export function notFoundTarget(pathname: string, search: string, basePath: string): string {
  return resolveNotFound(
    pathname,
    search,
    basePath,
    legacySections,
    legacyCatalogue,
    defaultLocale,
    locales,
    notFoundParam,
  );
}

/** Inline script of 404.html: replace the location at once (a no-JS meta refresh backs it up). */
export function notFoundRedirectScript(basePath: string): string {
  const args = [
    JSON.stringify(basePath),
    JSON.stringify(legacySections),
    JSON.stringify(legacyCatalogue),
    JSON.stringify(defaultLocale),
    JSON.stringify(locales),
    JSON.stringify(notFoundParam),
  ];
  return `location.replace((${resolveNotFound.toString()})(location.pathname,location.search,${args.join(',')})+location.hash)`;
}

/** Two paths are the same page when they differ only in the language segment. */
export function samePageIgnoringLocale(a: string, b: string): boolean {
  const strip = (p: string) => splitLocale(p).rest.replace(/\/+$/, '') || '/';
  return strip(a) === strip(b);
}

function normaliseSearch(search: string): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}
