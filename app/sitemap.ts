import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { content } from '@/content';
import { absoluteUrl, languageAlternates } from '@/lib/absolute-url';
import { indexedPaths } from '@/content/site-routes';

export const dynamic = 'force-static';

/** Every indexable page in both languages, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPaths(content).flatMap((path) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(locale, path),
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
