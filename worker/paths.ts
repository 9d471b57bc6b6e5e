import { basePath } from '@/site.config.mjs';
import { searchReportsPath } from '@/lib/search/report';

/**
 * The Worker's own paths, the ones wrangler.jsonc's run_worker_first lists. Those patterns match
 * the raw path (checked in wrangler dev: `/gps-app/api/%72equests` reaches the asset server); the
 * asset server answers any other spelling of a file's path with a 307 to its canonical one, where
 * _headers applies (tests/e2e/serving.spec.ts), so uploads need no Worker in front of them.
 */
export const requestsPath = `${basePath}/api/requests`;
/** The publishing workflow's reports (worker/publish-status.ts), outside Access: a token guards it. */
export const publishStatusPath = `${basePath}/api/publish-status`;
/** The search box's reports (worker/searches.ts); the path is the browser's too (lib/). */
export { searchReportsPath };
export const inboxApiPrefix = `${basePath}/admin/requests/api/`;
