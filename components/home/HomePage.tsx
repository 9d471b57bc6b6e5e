import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { companyFacts } from '@/lib/company-facts';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/page-header/PageHeader';
import { CategoryGrid } from '@/components/catalog/CategoryGrid';
import { container } from '@/styles/utilities.css';

export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return {
    ...pageMetadata(locale, '/', t('title'), t('description')),
    title: { absolute: t('title') },
  };
}

export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  const facts = companyFacts(content.company);
  return (
    <div className={container}>
      <PageHeader title={t('heading')} lead={t('intro', facts)} />
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('categoriesHeading')}</h2>
        <CategoryGrid locale={locale} categories={content.categories} />
      </section>
    </div>
  );
}
