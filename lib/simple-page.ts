import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { companyFacts } from './company-facts';
import { openingHoursValues } from './format-hours';
import { pageMetadata } from './metadata';

type SimplePage = 'AboutPage' | 'ServicesPage' | 'NewsPage' | 'ContactsPage' | 'SearchPage';

/** Title and description of a page whose messages take the company's facts as arguments. */
export async function simplePageMetadata(
  locale: Locale,
  namespace: SimplePage,
  path: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const header = await getTranslations({ locale, namespace: 'Header' });
  const { company } = content;
  const values = {
    ...companyFacts(company),
    name: company.name[locale],
    hours: header('hours', openingHoursValues(company.hours, locale)),
  };
  return pageMetadata(locale, path, t('title'), t('description', values));
}
