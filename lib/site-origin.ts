import { siteOriginFrom } from '../site.config.mjs';

/**
 * Absolute origin for canonical URLs and the sitemap; ops set SITE_ORIGIN at build. A module of
 * its own, not in lib/site.ts: that one runs in the browser, and only metadata needs the origin.
 * The variable is named, not the whole process.env, so the bundler can inline it.
 */
export const siteOrigin = siteOriginFrom({ SITE_ORIGIN: process.env.SITE_ORIGIN });
