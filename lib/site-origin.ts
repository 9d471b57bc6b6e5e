import { siteOriginFrom } from '../site.config.mjs';

/** Apart from the browser's lib/site.ts; named, not process.env, so the bundler inlines it. */
export const siteOrigin = siteOriginFrom({ SITE_ORIGIN: process.env.SITE_ORIGIN });
