import type { Metadata } from 'next';
import { routing, type Locale } from '@/i18n/routing';
import { content } from '@/content';
import { localizedPath } from './locale-path';
import { basePath, siteOrigin } from './site';

export const ogLocale: Record<Locale, string> = { ka: 'ka_GE', en: 'en_US' };
export const defaultOgImage = '/images/og/default.png';

/** Absolute URL of a site path in one language, e.g. https://…/gps-app/en/catalog/. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteOrigin}${basePath}${localizedPath(locale, path)}`;
}

/** Absolute URL of a file in public/. */
export function absoluteAsset(path: string): string {
  return `${siteOrigin}${basePath}${path}`;
}

const illustrationPattern = /\/images\/products\/([a-z-]+)-\d+\.svg$/;

/**
 * The product's first illustration (SVG), which its social preview is rendered from; a photo
 * listed before it (the dealer's upload) is shown on the page, not in previews.
 */
export function productIllustration<T extends { src: string }>(images: T[]): T | undefined {
  return images.find((image) => illustrationPattern.test(image.src));
}

/** The social preview for a product: the rendered PNG of its kind's illustration. */
export function productOgImage(imageSrc: string | undefined): string {
  const kind = imageSrc ? illustrationPattern.exec(imageSrc)?.[1] : undefined;
  return kind ? `/images/og/${kind}.png` : defaultOgImage;
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter card for a page. */
export function pageMetadata(
  locale: Locale,
  path: string,
  title: string,
  description: string,
  image: { path: string; alt: string } = { path: defaultOgImage, alt: title },
): Metadata {
  const languages: Record<string, string> = {};
  for (const other of routing.locales) languages[other] = absoluteUrl(other, path);
  languages['x-default'] = absoluteUrl(routing.defaultLocale, path);
  const url = absoluteUrl(locale, path);
  const images = [{ url: absoluteAsset(image.path), width: 1200, height: 630, alt: image.alt }];
  return {
    title,
    description,
    alternates: { canonical: url, languages },
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
  };
}
