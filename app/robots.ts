import type { MetadataRoute } from 'next';
import { basePath, siteOrigin } from '@/lib/site';

export const dynamic = 'force-static';

/** Exported as out/robots.txt; ops copy it to the host root (see README). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [`${basePath}/ka/search/`, `${basePath}/en/search/`],
      },
    ],
    sitemap: `${siteOrigin}${basePath}/sitemap.xml`,
  };
}
