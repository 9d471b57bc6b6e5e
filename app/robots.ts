import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { absoluteAsset } from '@/lib/absolute-url';

export const dynamic = 'force-static';

/** Exported as out/robots.txt; ops copy it to the host root (docs/deploying.md). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: routing.locales.map((locale) => pageHref(locale, '/search')),
      },
    ],
    sitemap: absoluteAsset('/sitemap.xml'),
  };
}
