import { compileMessage } from '@/server/compile-message';
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { textsByKey } from '@/lib/texts-by-key';
import { failureReasons, type FailureText } from './resultQuery';
import type { CompiledMessage } from '@/lib/icu';

/** The detail the result pages' island reads from the address, in the page's language. */
export interface SentDetailLabels {
  /** "Your request {reference} has been received…": filled in the browser. */
  received: CompiledMessage;
}

export interface FailedDetailLabels {
  reasons: Record<FailureText, string>;
}

export async function loadSentDetailLabels(locale: Locale): Promise<SentDetailLabels> {
  const t = await getTranslations({ locale, namespace: 'FormDelivery' });
  return { received: compileMessage(t.raw('received') as string) };
}

export async function loadFailedDetailLabels(locale: Locale): Promise<FailedDetailLabels> {
  const t = await getTranslations({ locale, namespace: 'RequestFailedPage' });
  return {
    reasons: textsByKey([...failureReasons, 'products'] as const, (k) => t(`reasons.${k}`)),
  };
}
