import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeParams } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';
import { content } from '@/content';
import { pageMetadata } from '@/server/metadata';
import { ServiceTopicPage } from '@/components/services/ServiceTopicPage';

export const dynamicParams = false;

export function generateStaticParams() {
  return localeParams().flatMap(({ locale }) =>
    content.serviceTopics.map((topic) => ({ locale, topic: topic.slug })),
  );
}

type Props = PageProps<'/[locale]/services/[topic]'>;

const findTopic = (slug: string) => content.serviceTopics.find((topic) => topic.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const topic = findTopic((await params).topic);
  return topic
    ? pageMetadata({
        locale,
        path: `/services/${topic.slug}`,
        title: topic.title[locale],
        description: topic.summary[locale],
      })
    : {};
}

export default async function Route({ params }: Props) {
  const locale = await pageLocale(params);
  const topic = findTopic((await params).topic);
  if (!topic) notFound();
  return <ServiceTopicPage locale={locale} topic={topic} />;
}
