import type { Locale } from '@/i18n/routing';
import type { Company, RequestAnswers } from '@/content/schema';
import { locales } from '../site.config.mjs';
import { assetPath } from './site';

/** Read from the assets, so an editor's change reaches the e-mails with the next publish. */
export interface AnswerTexts {
  company: string;
  phone: string;
  email: string;
  /** By kind of request: contact, quote, service, meter. */
  next: Record<string, string>;
}

export type AnswerTextsByLocale = Record<Locale, AnswerTexts>;

/** Where the JSON is exported: /gps-app/request-answers.json. */
export const requestAnswersPath = assetPath('/request-answers.json');

/** The JSON the build writes, from the loaded content. */
export function answerTextsOf(site: {
  company: Company;
  requestAnswers: RequestAnswers;
}): AnswerTextsByLocale {
  const { company, requestAnswers } = site;
  const one = (locale: Locale): AnswerTexts => ({
    company: company.name[locale],
    phone: company.phone,
    email: company.email,
    next: Object.fromEntries(
      Object.entries(requestAnswers).map(([kind, text]) => [kind, text[locale]]),
    ),
  });
  return Object.fromEntries(locales.map((locale) => [locale, one(locale)])) as AnswerTextsByLocale;
}

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Null for an incomplete file: the e-mail then waits rather than going out without it. */
export function parseAnswerTexts(
  data: unknown,
  kinds: readonly string[],
): AnswerTextsByLocale | null {
  if (typeof data !== 'object' || data === null) return null;
  const result: Partial<AnswerTextsByLocale> = {};
  for (const locale of locales) {
    const texts = (data as Record<string, unknown>)[locale] as Partial<AnswerTexts> | undefined;
    if (typeof texts !== 'object' || texts === null) return null;
    const { company, phone, email, next } = texts;
    if (!filled(company) || !filled(phone) || !filled(email)) return null;
    if (typeof next !== 'object' || next === null) return null;
    const byKind: Record<string, string> = {};
    for (const kind of kinds) {
      const text = (next as Record<string, unknown>)[kind];
      if (!filled(text)) return null;
      byKind[kind] = text;
    }
    result[locale] = { company, phone, email, next: byKind };
  }
  return result as AnswerTextsByLocale;
}
