// Where a push publishes: `main` is production (`wrangler deploy`, after the D1 migrations);
// any other branch is a preview version of the preview Worker (`wrangler versions upload --env
// preview --preview-alias <slug>`), which never touches production's Worker, database or bucket.
import { createHash } from 'node:crypto';

export const productionBranch = 'main';
export const previewEnvironment = 'preview';

/** The branch being published: DEPLOY_BRANCH, else GitHub's GITHUB_REF_NAME; null when unset. */
export const deployBranch = (env = process.env) => env.DEPLOY_BRANCH || env.GITHUB_REF_NAME || null;

export const isProduction = (branch) => branch === productionBranch;

// A preview alias becomes the DNS label `<alias>-<worker>.<subdomain>.workers.dev`: at most 63
// characters, letters, digits and hyphens, starting with a letter (wrangler's own rules,
// src/versions/upload.ts in wrangler 4.86).
const maxLabel = 63;

/** The preview alias for a branch: lowercase [a-z0-9-], starting with a letter, short enough
 * that `<alias>-<workerName>` is one DNS label. A name cut to fit ends with 4 hex digits of the
 * branch name's sha256, so two long branches with the same start still get two aliases. */
export function branchSlug(branch, workerName) {
  let slug = String(branch)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!/^[a-z]/.test(slug)) slug = `b-${slug}`.replace(/-+$/, '');
  const room = maxLabel - workerName.length - 1;
  if (room < 6) throw new Error(`Worker name ${workerName} leaves no room for a preview alias`);
  if (slug.length <= room) return slug;
  const hash = createHash('sha256').update(String(branch)).digest('hex').slice(0, 4);
  return `${slug.slice(0, room - 5).replace(/-+$/, '')}-${hash}`;
}
