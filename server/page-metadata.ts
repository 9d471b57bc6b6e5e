import 'server-only';
import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content, type Category, type NewsItem, type Product } from '@/content';
import { catalogPagePath } from '@/content/site-routes';
import { companyFacts } from '@/lib/company-facts';
import { openingHoursText } from '@/lib/format-hours';
import { productIllustration, productOgImage } from '@/lib/og-image';
import { pageMetadata, type PageMetadataInput } from './metadata';

/** The pages whose title and description are messages (`title`, `description`) of a namespace. */
type MessagesPage = {
  [K in keyof Messages]: Messages[K] extends { title: string; description: string } ? K : never;
}[keyof Messages];

/** The description may take the company's facts, name and opening hours as arguments. */
export async function messagesPageMetadata(
  locale: Locale,
  namespace: MessagesPage,
  path: string,
  options: Pick<PageMetadataInput, 'absoluteTitle' | 'noindex'> = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const header = await getTranslations({ locale, namespace: 'Header' });
  const { company } = content;
  const values = {
    ...companyFacts(company),
    name: company.name[locale],
    hours: openingHoursText(company.hours, locale, (values) => header('hours', values)),
  };
  return pageMetadata({
    locale,
    path,
    title: t('title'),
    description: t('description', values),
    ...options,
  });
}

/** The home page: its own title, without the site name the layout adds to the others. */
export function homeMetadata(locale: Locale): Promise<Metadata> {
  return messagesPageMetadata(locale, 'HomePage', '/', { absoluteTitle: true });
}

/** Title and canonical per catalogue page; page 2+ is its own page, page 1 is the plain URL. */
export async function catalogMetadata(
  locale: Locale,
  category?: Category,
  page = 1,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'CatalogPage' });
  const path = catalogPagePath(category?.slug, page);
  const name = category?.name[locale];
  const title = name ? t('categoryTitle', { category: name }) : t('title');
  const description = category
    ? t('categoryDescription', { category: name!, description: category.description[locale] })
    : t('description');
  if (page < 2) return pageMetadata({ locale, path, title, description });
  return pageMetadata({
    locale,
    path,
    title: t('pagedTitle', { title, page }),
    description: t('pagedDescription', { description, page }),
  });
}

/** A product page, previewed by the rendered PNG of its kind's illustration. */
export function productMetadata(locale: Locale, product: Product): Metadata {
  const illustration = productIllustration(product.images);
  return pageMetadata({
    locale,
    path: `/product/${product.id}`,
    title: product.name[locale],
    description: product.description[locale],
    image: {
      path: productOgImage(illustration?.src),
      alt: illustration?.alt[locale] ?? product.name[locale],
    },
  });
}

/** A news article, previewed by its own image when it has one. */
export function newsArticleMetadata(locale: Locale, item: NewsItem): Metadata {
  return pageMetadata({
    locale,
    path: `/news/${item.slug}`,
    title: item.title[locale],
    description: item.summary[locale],
    image: item.image ? { path: item.image.src, alt: item.image.alt[locale] } : undefined,
  });
}
