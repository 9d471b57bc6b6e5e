import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { PlanWords } from './planTerms';

/** The plan facts' words in the page's language (ICU plurals for pages and months). */
export async function loadPlanWords(locale: Locale): Promise<PlanWords> {
  const t = await getTranslations({ locale, namespace: 'RentalPage' });
  return {
    monthly: (price) => t('monthly', { price }),
    onRequest: t('onRequest'),
    pagesIncluded: (count) => t('pagesIncluded', { count }),
    extraPage: (price) => t('extraPage', { price }),
    minimumTerm: (months) => t('minimumTerm', { months }),
  };
}
