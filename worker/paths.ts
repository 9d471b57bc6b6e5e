import { basePath, sandboxedPrefixes } from '@/deploy/host-rules.mjs';

/** The Worker's own paths under the base path. */
export const requestsPath = `${basePath}/api/requests`;
export const inboxApiPrefix = `${basePath}/admin/requests/api/`;

/**
 * The path as a file server resolves it, whatever its spelling: percent-escapes decoded (again
 * while one decodes to another, so `%2575` is caught too), backslashes and repeated slashes made
 * one slash, dot segments resolved. Raw path matching (Pages' _headers, run_worker_first
 * patterns) sees `/gps-app/%75ploads/x.svg` as another path than `/gps-app/uploads/x.svg`.
 */
export function normalisedPath(rawPath: string): string {
  let path = rawPath;
  for (let round = 0; round < 5; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape: decode what can be decoded, leave the rest as written.
      decoded = path.replace(/(%[0-9a-f]{2})+/gi, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      });
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = /[/\\]$/.test(path) && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

/**
 * Whether the path reaches a file that came from outside the code (the editor's uploads,
 * content images): compared without case, as a case-insensitive file system would serve it.
 */
export function isSandboxed(rawPath: string): boolean {
  const path = normalisedPath(rawPath).toLowerCase();
  return sandboxedPrefixes.some((prefix: string) => path.startsWith(prefix.toLowerCase()));
}
