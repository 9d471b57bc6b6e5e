import { siteOriginFrom } from '../site.config.mjs';

/**
 * Absolute origin for canonical URLs and the sitemap; ops set SITE_ORIGIN at build. Apart from
 * lib/site.ts, which runs in the browser: only metadata needs it.
 */
// Named, not the whole process.env: the bundler inlines this variable at build time.
export const siteOrigin = siteOriginFrom({ SITE_ORIGIN: process.env.SITE_ORIGIN });
