/**
 * Only a normalised query that cannot be personal data. The browser checks before sending and
 * the Worker again before counting, so anything else sending reports meets the same rules.
 */
import { locales } from '../../site.config.mjs';
import { assetPath } from '../site';
import type { Locale } from '@/i18n/routing';

/** Where the search box reports (the Worker's; wrangler.jsonc's run_worker_first lists it). */
export const searchReportsPath = assetPath('/api/searches');

/** A query of fewer characters says nothing; one of more is a sentence, not a search. */
export const minQueryLength = 2;
export const maxQueryLength = 60;

/** NFKC, control and format characters dropped, spaces collapsed, trimmed, lower case. */
export function normaliseQuery(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** Why a normalised query is not counted. */
export type QueryRefusal = 'short' | 'long' | 'email' | 'phone';

/** Seven digits in a row, any separators: a phone, ID or card number; models keep fewer. */
const longNumber = /\p{Nd}(?:[\s\-+.()/]*\p{Nd}){6}/u;

/** Why the normalised query may not be counted, or null when it may. */
export function queryRefusal(query: string): QueryRefusal | null {
  const length = [...query].length;
  if (length < minQueryLength) return 'short';
  if (length > maxQueryLength) return 'long';
  if (query.includes('@')) return 'email';
  if (longNumber.test(query)) return 'phone';
  return null;
}

/** The query as counted, or null when it is not counted. */
export function reportableQuery(text: string): string | null {
  const query = normaliseQuery(text);
  return queryRefusal(query) === null ? query : null;
}

/** One search as counted: the query, the site's language, and whether anything was found. */
export interface SearchReport {
  query: string;
  language: Locale;
  found: boolean;
}

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

export type ParsedReport =
  { ok: true; report: SearchReport } | { ok: false; errors: Record<string, string> };

/** A report's JSON body, checked: the query normalised, or why it is refused. */
export function parseSearchReport(body: unknown): ParsedReport {
  const { query, language, found } = (
    typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}
  ) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const normal = typeof query === 'string' ? normaliseQuery(query) : '';
  const refusal = typeof query === 'string' ? queryRefusal(normal) : 'required';
  if (refusal) errors.query = refusal;
  if (!isLocale(language)) errors.language = 'invalid';
  if (typeof found !== 'boolean') errors.found = 'invalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    report: { query: normal, language: language as Locale, found: found as boolean },
  };
}
