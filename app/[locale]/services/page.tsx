import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { simplePageMetadata } from '@/lib/simple-page';
import { ServicesPage } from '@/components/services/ServicesPage';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/services'>): Promise<Metadata> {
  return simplePageMetadata(await pageLocale(params), 'ServicesPage', '/services');
}

export default async function Route({ params }: PageProps<'/[locale]/services'>) {
  return <ServicesPage locale={await pageLocale(params)} />;
}
