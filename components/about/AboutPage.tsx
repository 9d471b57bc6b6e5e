import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { companyFacts } from '@/lib/company-facts';
import { PageHeader } from '@/components/page-header/PageHeader';
import { JsonLd } from '@/components/json-ld/JsonLd';
import { localBusinessLd } from '@/lib/structured-data';
import { container } from '@/styles/utilities.css';

export async function AboutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  return (
    <div className={container}>
      <PageHeader title={t('title')} lead={t('intro', companyFacts(content.company))} />
      <JsonLd data={localBusinessLd(content.company, locale)} />
    </div>
  );
}
