import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeParams } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';
import { content } from '@/content';
import { pageMetadata } from '@/server/metadata';
import { InfoPage } from '@/components/info-page/InfoPage';
import { vatText } from '@/server/vat-text';
import { withVat } from '@/lib/vat';

export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams().flatMap(({ locale }) =>
    content.pages.map((page) => ({ locale, slug: page.slug })),
  );
}

type Props = PageProps<'/[locale]/info/[slug]'>;

const findPage = (slug: string) => content.pages.find((page) => page.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const page = findPage((await params).slug);
  return page
    ? pageMetadata({
        locale,
        path: `/info/${page.slug}`,
        title: page.title[locale],
        description: page.summary[locale],
        // A sample is not yet the dealer's word: readable, linked, but kept out of search engines.
        noindex: page.sample,
      })
    : {};
}

export default async function Route({ params }: Props) {
  const locale = await pageLocale(params);
  const page = findPage((await params).slug);
  if (!page) notFound();
  // "{vat}" in a paragraph says the company's VAT setting (lib/vat.ts).
  const { sentence } = await vatText(locale);
  return <InfoPage locale={locale} page={withVat(page, locale, sentence)} />;
}
