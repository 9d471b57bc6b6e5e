import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { content } from '@/content';
import { absoluteAsset, absoluteUrl, languageAlternates } from '@/lib/absolute-url';
import { defaultOgImage } from '@/lib/og-image';

const ogLocale: Record<Locale, string> = { ka: 'ka_GE', en: 'en_US' };

export interface PageMetadataInput {
  locale: Locale;
  /** The site path without the language, e.g. "/catalog/office". */
  path: string;
  title: string;
  description: string;
  /** The social preview (a file in public/); the site's default image, described by the title. */
  image?: { path: string; alt: string };
  /** The title as it is, without the layout's " | site name" (the home page). */
  absoluteTitle?: boolean;
  /** Kept out of search engines: the visitor's own lists and search results. */
  noindex?: boolean;
}

/** The one metadata builder every page uses. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image = { path: defaultOgImage, alt: title },
  absoluteTitle = false,
  noindex = false,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(locale, path);
  const images = [{ url: absoluteAsset(image.path), width: 1200, height: 630, alt: image.alt }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: content.company.name[locale],
      locale: ogLocale[locale],
      alternateLocale: routing.locales
        .filter((other) => other !== locale)
        .map((other) => ogLocale[other]),
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
    ...(noindex && { robots: { index: false } }),
  };
}

/** The layouts' title template: "{page} | {site name}", the site name alone by default. */
export async function siteTitleMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const siteName = t('siteName', { name: content.company.name[locale] });
  return { title: { template: t('titleTemplate', { title: '%s', siteName }), default: siteName } };
}

/** out/404.html, in both languages and never indexed. */
export const notFoundMetadata: Metadata = {
  title: 'გვერდი ვერ მოიძებნა · Page not found',
  robots: { index: false },
};
