import { siteOriginFrom } from '../site.config.mjs';

/**
 * Apart from lib/site.ts, which runs in the browser. The variable is named, not process.env, so
 * the bundler can inline it.
 */
export const siteOrigin = siteOriginFrom({ SITE_ORIGIN: process.env.SITE_ORIGIN });
