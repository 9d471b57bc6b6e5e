import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PageHeader } from '@/components/page-header/PageHeader';
import { container } from '@/styles/utilities.css';

export async function NewsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NewsPage' });
  return (
    <div className={container}>
      <PageHeader title={t('title')} lead={t('comingSoon')} />
    </div>
  );
}
