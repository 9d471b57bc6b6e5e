// What `wrangler pages deploy` reports: the deployment's own URL and, for a branch, its alias
// (https://<branch>.<project>.pages.dev, the address that stays the same across pushes).
// The primary source is wrangler's output file (WRANGLER_OUTPUT_FILE_PATH: one JSON object per
// line, entry type "pages-deploy-detailed"); its printed log is the fallback.
import { basePath } from '../../site.config.mjs';

const pagesUrl = /https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*\.pages\.dev\b/i;

/** The last `pages-deploy-detailed` entry of an output file's text, or null. */
function fromOutputFile(text) {
  let found = null;
  for (const line of String(text ?? '').split('\n')) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry?.type === 'pages-deploy-detailed' && typeof entry.url === 'string')
      found = {
        url: entry.url,
        alias: typeof entry.alias === 'string' ? entry.alias : null,
        environment: typeof entry.environment === 'string' ? entry.environment : null,
      };
  }
  return found;
}

/** From the log: "Take a peek over at <url>" / "Visit your deployment at <url>", "alias URL: <url>". */
function fromLog(text) {
  const lines = String(text ?? '').split('\n');
  const after = (marker) => {
    const line = lines.findLast((l) => l.includes(marker));
    return line ? (pagesUrl.exec(line.slice(line.indexOf(marker)))?.[0] ?? null) : null;
  };
  const url = after('Take a peek over at') ?? after('Visit your deployment at');
  return url ? { url, alias: after('Deployment alias URL:'), environment: null } : null;
}

/** { url, alias, environment } of the deployment, or null when wrangler reported none. */
export function parseDeployment({ outputFile, log }) {
  return fromOutputFile(outputFile) ?? fromLog(log);
}

/** The site's address in a deployment: the branch alias when there is one, under the base path. */
export const siteAddress = (deployment) =>
  `${(deployment.alias ?? deployment.url).replace(/\/+$/, '')}${basePath}/`;

/** Where visitors see this deployment: production at SITE_ORIGIN when set, else its address. */
export const publicAddress = (deployment, { production, siteOrigin }) =>
  production && siteOrigin
    ? `${siteOrigin.replace(/\/+$/, '')}${basePath}/`
    : siteAddress(deployment);

/** The job summary's Markdown for a finished deployment. */
export function deploymentSummary(deployment, { branch, production, commit, siteOrigin }) {
  const address = publicAddress(deployment, { production, siteOrigin });
  return [
    production ? `### Published: ${address}` : `### Preview of \`${branch}\`: ${address}`,
    '',
    `- This deployment: ${deployment.url}${basePath}/`,
    ...(deployment.alias
      ? [`- Branch address (follows the latest push): ${siteAddress(deployment)}`]
      : []),
    `- Commit: \`${commit}\``,
    '',
  ].join('\n');
}
