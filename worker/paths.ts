import { basePath } from '@/site.config.mjs';
import { searchReportsPath } from '@/lib/search/report';

/**
 * The Worker's own paths, as wrangler.jsonc's run_worker_first lists them. Those match the raw
 * path; the asset server redirects any other spelling of a file's path to its canonical one.
 */
export const requestsPath = `${basePath}/api/requests`;
/** Outside Access: a token guards it. */
export const publishStatusPath = `${basePath}/api/publish-status`;
export { searchReportsPath };
export const inboxApiPrefix = `${basePath}/admin/requests/api/`;
