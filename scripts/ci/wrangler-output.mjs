// What `wrangler deploy` and `wrangler versions upload` report, and the job summary made of it.
// The primary source is wrangler's output file (WRANGLER_OUTPUT_FILE_PATH: one JSON object a
// line; entry types "deploy" with `targets`, "version-upload" with `preview_url` and
// `preview_alias_url`, as wrangler 4.86 writes them); its printed log is the fallback:
//   Deployed gps-app triggers (1.02 sec)
//     https://gps-app.<subdomain>.workers.dev
//   Version Preview URL: https://<8 hex>-gps-app-preview.<subdomain>.workers.dev
//   Version Preview Alias URL: https://<alias>-gps-app-preview.<subdomain>.workers.dev
import { basePath } from '../../site.config.mjs';

const url = /https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+/i;

/** The last entry of `type` in an output file's text, or null. */
function lastEntry(text, type) {
  let found = null;
  for (const line of String(text ?? '').split('\n')) {
    try {
      const entry = JSON.parse(line);
      if (entry?.type === type) found = entry;
    } catch {
      // not a JSON line
    }
  }
  return found;
}

const afterMarker = (log, marker) => {
  const line = String(log ?? '')
    .split('\n')
    .findLast((l) => l.includes(marker));
  return line ? (url.exec(line.slice(line.indexOf(marker) + marker.length))?.[0] ?? null) : null;
};

/** A production deploy: { url, versionId } (url: the first https target), or null. */
export function parseDeploy({ outputFile, log }) {
  const entry = lastEntry(outputFile, 'deploy');
  if (entry) {
    const target = (entry.targets ?? []).find((t) => typeof t === 'string' && url.test(t));
    return { url: target ? url.exec(target)[0] : null, versionId: entry.version_id ?? null };
  }
  const lines = String(log ?? '').split('\n');
  const start = lines.findLastIndex((l) => /^Deployed \S+ triggers/.test(l));
  if (start < 0) return null;
  const target = lines.slice(start + 1).find((l) => /^\s+https:\/\//.test(l));
  const versionId = /Current Version ID:\s*(\S+)/.exec(log)?.[1] ?? null;
  return { url: target ? url.exec(target)[0] : null, versionId };
}

/** A preview version: { url, aliasUrl, versionId }, or null when wrangler reported no URL. */
export function parseVersionUpload({ outputFile, log }) {
  const entry = lastEntry(outputFile, 'version-upload');
  const fromFile = entry && {
    url: entry.preview_url ?? null,
    aliasUrl: entry.preview_alias_url ?? null,
    versionId: entry.version_id ?? null,
  };
  const fromLog = {
    url: afterMarker(log, 'Version Preview URL:'),
    aliasUrl: afterMarker(log, 'Version Preview Alias URL:'),
    versionId: /Worker Version ID:\s*(\S+)/.exec(log)?.[1] ?? null,
  };
  const found = fromFile?.url || fromFile?.aliasUrl ? fromFile : fromLog;
  return found.url || found.aliasUrl ? found : null;
}

/** The site under the base path at an origin or URL. */
export const siteAt = (origin) => `${origin.replace(/\/+$/, '')}${basePath}/`;

/** The job summary's Markdown for production: the public site (SITE_ORIGIN when set). */
export function productionSummary(deploy, { commit, siteOrigin }) {
  const address = siteOrigin ? siteAt(siteOrigin) : deploy?.url ? siteAt(deploy.url) : null;
  return [
    address ? `### Published: ${address}` : '### Published',
    '',
    ...(deploy?.url ? [`- Worker: ${siteAt(deploy.url)}`] : []),
    ...(deploy?.versionId ? [`- Version: \`${deploy.versionId}\``] : []),
    `- Commit: \`${commit}\``,
    '',
  ].join('\n');
}

/** The address a preview is seen at: its branch alias (it follows the branch's pushes). */
export const previewAddress = (preview) => siteAt(preview.aliasUrl ?? preview.url);

/** The job summary's Markdown for a branch preview. */
export function previewSummary(preview, { branch, commit }) {
  return [
    `### Preview of \`${branch}\`: ${previewAddress(preview)}`,
    '',
    ...(preview.aliasUrl
      ? [`- Branch address (follows the latest push): ${siteAt(preview.aliasUrl)}`]
      : []),
    ...(preview.url ? [`- This version: ${siteAt(preview.url)}`] : []),
    `- Commit: \`${commit}\``,
    '',
  ].join('\n');
}
