/**
 * What the search box may report to the Worker (docs/requests.md, "What buyers search for"): a
 * query in one normal form, and only when it cannot be personal data. The browser decides with
 * it before sending (components/search/searchReport.ts) and the Worker again before counting
 * (worker/searches.ts), so a report sent by anything else is held to the same rules.
 */
import { locales } from '../../site.config.mjs';
import { assetPath } from '../site';
import type { Locale } from '@/i18n/routing';

/** Where the search box reports (the Worker's; wrangler.jsonc's run_worker_first lists it). */
export const searchReportsPath = assetPath('/api/searches');

/** A query of fewer characters says nothing; one of more is a sentence, not a search. */
export const minQueryLength = 2;
export const maxQueryLength = 60;

/**
 * One spelling per query: compatibility forms folded (NFKC: full-width digits are digits), control
 * and format characters dropped, any run of spaces one space, trimmed, lower case (Georgian
 * capitals, Mtavruli, become the everyday letters).
 */
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

/**
 * Seven digits in a row, whatever separates them (spaces, dashes, dots, brackets, "+"): a phone,
 * ID or card number. Model names keep fewer digits together (C3060, MP 2014, A3).
 */
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
