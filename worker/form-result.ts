import { basePath, defaultLocale, locales } from '@/site.config.mjs';
import type { RequestKind } from './kinds';

/** Where a plain form post goes after it was handled: a 303 to the site's sent or failed page. */
export type FailureReason = 'invalid' | 'spam' | 'limit' | 'unavailable' | 'tooLarge';

/** The form's language: its `locale` field, else the language folder of the page it was on. */
export function formLocale(fields: Record<string, unknown>, referer: string | null): string {
  const isLocale = (value: unknown): value is string =>
    typeof value === 'string' && (locales as readonly string[]).includes(value);
  if (isLocale(fields.locale)) return fields.locale;
  for (const source of [fields.page, referer]) {
    if (typeof source !== 'string') continue;
    try {
      const segments = new URL(source, 'http://site.invalid').pathname.split('/');
      const found = segments.find(isLocale);
      if (found) return found;
    } catch {
      // An unreadable URL names no language.
    }
  }
  return defaultLocale;
}

export function sentPath(locale: string, reference: string, kind: RequestKind): string {
  const query = new URLSearchParams({ ref: reference, kind });
  return `${basePath}/${locale}/requests/sent/?${query}`;
}

export function failedPath(locale: string, reason: FailureReason, fields: string[] = []): string {
  const query = new URLSearchParams({ reason });
  if (fields.length > 0) query.set('fields', fields.join(','));
  return `${basePath}/${locale}/requests/failed/?${query}`;
}

export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
