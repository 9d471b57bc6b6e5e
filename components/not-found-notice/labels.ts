import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

export interface NotFoundNoticeLabels {
  /** "That page doesn't exist (any more)." */
  gone: string;
  /** "Search the catalogue:", the search field's label. */
  searchLabel: string;
  submit: string;
  dismiss: string;
}

export async function loadNotFoundNoticeLabels(locale: Locale): Promise<NotFoundNoticeLabels> {
  const t = await getTranslations({ locale, namespace: 'NotFoundNotice' });
  return {
    gone: t('gone'),
    searchLabel: t('searchLabel'),
    submit: t('submit'),
    dismiss: t('dismiss'),
  };
}
