// The policies of the two pages under the editor's folder: each page carries its own as a <meta>
// tag (scripts/cms/build-admin.mjs, scripts/inbox/build-inbox.mjs) and every host sends it as a
// header (deploy/host-rules.mjs). Here, below both, so imports point one way: scripts → deploy.
import { basePath } from '../site.config.mjs';

/** The content editor (Sveltia CMS), built into the export by scripts/cms/build-admin.mjs. */
export const adminPath = `${basePath}/admin/`;

const originOf = (url) => (url ? new URL(url).origin : undefined);

/** The admin page's own policy: the editor needs inline styles (Svelte), blobs and GitHub. */
export function adminPolicy(env = process.env) {
  const backend = env.CMS_BACKEND || 'github';
  const remote = [
    ...(backend === 'github' ? ['https://api.github.com'] : []),
    originOf(env.CMS_BASE_URL),
    originOf(env.CMS_AUTH_ENDPOINT?.startsWith('http') ? env.CMS_AUTH_ENDPOINT : undefined),
  ].filter(Boolean);
  // A media library (CMS_MEDIA_LIBRARY): its APIs, and its delivery host for the thumbnails.
  const library = {
    cloudinary: { api: ['https://api.cloudinary.com'], images: 'https://res.cloudinary.com' },
    uploadcare: {
      api: ['https://upload.uploadcare.com', 'https://api.uploadcare.com'],
      images: 'https://ucarecdn.com',
    },
  }[env.CMS_MEDIA_LIBRARY ?? ''];
  remote.push(...(library?.api ?? []));
  const images = [
    ...(backend === 'github' ? ['https://avatars.githubusercontent.com'] : []),
    ...(library ? [library.images] : []),
  ];
  const connect = [...new Set(["'self'", 'blob:', 'data:', ...remote])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Entry images from the repository arrive as blobs; GitHub avatars for the account menu.
    ["img-src 'self' blob: data:", ...images].join(' '),
    "font-src 'self'",
    `connect-src ${connect}`,
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** The dealer's inbox of requests (docs/requests.md), inside the editor's folder. */
export const inboxPath = `${basePath}/admin/requests/`;

/**
 * The inbox's own policy: its script and style files, calls to its own API (and the public
 * product names), the photos of requests from that API (img-src 'self'), nothing else. No
 * inline script or style; Trusted Types let no string reach an HTML sink (innerHTML and the
 * like throw), so a visitor's text can only ever be text.
 */
export function inboxPolicy() {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}
