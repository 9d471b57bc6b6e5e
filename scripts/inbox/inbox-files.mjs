// Pure helpers of build-inbox.mjs (unit-tested): the dealer's inbox page. Its policy is the
// host's too, so it lives with the host rules (deploy/admin-policies.mjs).
import { inboxPath } from '../../deploy/admin-policies.mjs';
import { basePath } from '../../site.config.mjs';

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

/**
 * The static shell: the script fills <main> in the dealer's language; until then (or without
 * JavaScript) it says so in both. `messages` are messages/inbox/{ka,en}.json. The site's own
 * icon is named so the browser does not ask for /favicon.ico, outside the base path (a 404).
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
    <link rel="icon" href="${basePath}/icon.svg" type="image/svg+xml" />
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

/**
 * launch.json: content/launch.ts's checklist ({ mustFix, hidden, advice }, items { file, ka, en }),
 * only those fields, for the inbox's "Before launch" list (inbox/publish.ts).
 */
export function launchFile(checklist) {
  const items = (list) => list.map(({ file, ka, en }) => ({ file, ka, en }));
  return `${JSON.stringify({
    mustFix: items(checklist.mustFix),
    hidden: items(checklist.hidden),
    advice: items(checklist.advice),
  })}\n`;
}
