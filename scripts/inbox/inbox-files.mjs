// Pure helpers of build-inbox.mjs (unit-tested): the dealer's inbox page and its policy.
import { basePath } from '../../site.config.mjs';

export const inboxPath = `${basePath}/admin/requests/`;

/**
 * The inbox's own policy: its script and style files, calls to its own API, nothing else. No
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

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

/**
 * The static shell: the script fills <main> in the dealer's language; until then (or without
 * JavaScript) it says so in both. `messages` are messages/inbox/{ka,en}.json.
 */
export function inboxHtml(policy, messages) {
  const { ka, en } = messages;
  return `<!DOCTYPE html>
<html lang="ka">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <meta name="robots" content="noindex" />
    <meta name="referrer" content="same-origin" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(ka.title)} · ${escapeHtml(en.title)}</title>
    <link rel="stylesheet" href="${inboxPath}inbox.css" />
    <script src="${inboxPath}inbox.js" defer=""></script>
  </head>
  <body>
    <main id="inbox">
      <noscript>
        <p>${escapeHtml(ka.noScript)}</p>
        <p lang="en">${escapeHtml(en.noScript)}</p>
      </noscript>
    </main>
  </body>
</html>
`;
}
