// The languages from site.config.mjs rather than i18n/routing: this module runs in the browser
// (the language switch, the menu), and routing's defineRouting would come along.
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

/**
 * The same page in another language: only the first segment changes; the rest of the path,
 * the query and the hash stay. The bare root counts as the default-language home.
 */
export function switchLocalePath(pathname: string, target: Locale, search = '', hash = ''): string {
  const { rest } = splitLocale(pathname);
  const path = `/${target}${rest === '/' ? '/' : rest}`;
  return `${path}${normaliseSearch(search)}${hash}`;
}

/**
 * The language switch's link for the page as it is now: `location` is the browser's
 * (pathname with the base path, the query as filters left it), so filters chosen after the
 * page loaded go along.
 */
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

/**
 * The query parameter that tells the home page a visitor arrived from a dead link; its value is
 * the dead path's last segment, decoded (see lib/not-found-search.ts for how it is read).
 */
export const notFoundParam = 'notfound';

/**
 * Where an unknown path should land: a legacy unprefixed section (`sections`, site.config.mjs)
 * goes to its Georgian page with the query kept, the old catalogue section (`catalogue`) to the
 * catalogue; anything else to the home page in the path's language (the root when the path
 * names none), carrying the dead path's last segment so that page can say what happened and
 * offer a search. Self-contained, because its source is inlined into 404.html (see
 * notFoundRedirectScript).
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
    // The browser's pathname is percent-encoded: decoded once here and encoded once below, so
    // the home page's URLSearchParams reads the segment as it was typed (a malformed escape stays
    // as sent). Capped by characters, never inside one, so the URL stays short; the page caps the
    // text again before showing it.
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
