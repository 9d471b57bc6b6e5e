// deploy/host-rules.mjs written as nginx configuration: the maps (http context) and the server
// rules (headers, error page, locations, legacy redirects) that fill the two "@generated" lines
// of deploy/nginx.template.conf. scripts/deploy/write-host-config.mjs writes the result to
// deploy/dist/nginx/print-centre.conf. Pure functions, no I/O.
import {
  adminHeaders,
  adminPrefix,
  basePath,
  cacheControl,
  defaultLocale,
  immutablePrefixes,
  inboxHeaders,
  inboxPrefix,
  legacyCatalogue,
  legacySections,
  languageNotFoundPages,
  notFoundPage,
  sandboxedPrefixes,
  sandboxPolicy,
  siteHeaders,
  typedPrefixes,
} from './host-rules.mjs';

/** The lines of deploy/nginx.template.conf that the generated blocks replace, in order. */
export const nginxMarkers = {
  http: '# @generated http rules',
  server: '# @generated server rules',
};

const generatedNote =
  '# Generated from deploy/host-rules.mjs by deploy/nginx-files.mjs: do not edit.';

/** A regex matching `text` literally (nginx's PCRE and JavaScript agree on these escapes). */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A value in double quotes. nginx would read `$` as a variable and `"` or `\` would end or
 * bend the string, and no header may carry a control character: such a rule stops the build.
 */
function quoted(value, what) {
  if (/["\\$\x00-\x1f\x7f]/.test(value))
    throw new Error(
      `nginx config: ${what} ${JSON.stringify(value)} holds $, ", \\ or a control character, which nginx would not send as written`,
    );
  return `"${value}"`;
}

const addHeaders = (headers) =>
  headers.map(
    ([name, value]) => `add_header ${name} ${quoted(value, `the ${name} header`)} always;`,
  );

const indent = (lines, depth) =>
  lines.map((line) => (line ? `${' '.repeat(4 * depth)}${line}` : line)).join('\n');

/** The http-context rules: Cache-Control and the policy header chosen per path. */
export function nginxHttpRules() {
  const csp = Object.fromEntries(siteHeaders)['Content-Security-Policy'];
  const mapEntry = (pattern, value) => `    ${pattern} ${quoted(value, 'a map value')};`;
  return [
    generatedNote,
    '# Cache lifetime: hashed build assets and photo variants (their names carry a hash of the',
    '# photo) forever, every error never, everything else briefly.',
    '# Keyed on the status too: after error_page, $uri still names the path that was asked for.',
    '# A 304 (revalidation) or 206 (range) of an asset carries the same lifetime as its 200: a',
    '# shorter one on a 304 would replace the stored "immutable".',
    'map "$status:$uri" $gps_cache_control {',
    mapEntry('~^[45]', cacheControl.error),
    ...immutablePrefixes.map((prefix) =>
      mapEntry(`~^(200|206|304):${literal(prefix)}`, cacheControl.immutable),
    ),
    mapEntry('default', cacheControl.short),
    '}',
    '',
    "# The policy header: the site's, except under the folders of uploaded and content images and",
    '# their variants, whose files are served as inert documents (an SVG opened directly runs no',
    '# script: sandbox gives it an opaque origin, so no storage or cookie of the site either).',
    '# Keyed on the path as nginx resolved it (decoded, dot segments and double slashes removed),',
    '# so no spelling of a path reaches such a file without the policy.',
    'map $uri $gps_content_security_policy {',
    mapEntry(`~^(${sandboxedPrefixes.map(literal).join('|')})`, sandboxPolicy),
    mapEntry('default', csp),
    '}',
  ].join('\n');
}

/** A folder served from its files (index.html for the folder), with more rules inside. */
const folderLocation = (prefix, rules = []) => [
  `location ${prefix} {`,
  '    index index.html;',
  '    try_files $uri $uri/ =404;',
  ...rules.map((line) => `    ${line}`),
  '}',
];

/** The https server's rules; `env` chooses the editor's backend, as for its page's policy. */
export function nginxServerRules(env = process.env) {
  const sections = legacySections.map(literal).join('|');
  const base = literal(basePath);
  return indent(
    [
      generatedNote,
      '# Security headers on every response, errors included ("always"); the per-page script',
      '# policy is a <meta> tag in each HTML file (scripts/csp.mjs).',
      ...siteHeaders.map(([name, value]) =>
        name === 'Content-Security-Policy'
          ? `add_header ${name} $gps_content_security_policy always;`
          : addHeaders([[name, value]])[0],
      ),
      'add_header Cache-Control $gps_cache_control always;',
      '',
      '# A folder without index.html (403) is just another unknown path.',
      `error_page 404 ${notFoundPage};`,
      `error_page 403 =404 ${notFoundPage};`,
      '',
      `location = ${basePath} {`,
      `    return 301 ${basePath}/$is_args$args;`,
      '}',
      '',
      `# Folders are routes (${basePath}/en/catalog/ is en/catalog/index.html); a folder without`,
      '# its trailing slash is redirected to it by nginx.',
      ...folderLocation(`${basePath}/`),
      '',
      "# Unknown paths under a language folder get that folder's 404 page, whose no-JavaScript",
      "# refresh goes to that language's home (the status stays 404).",
      ...languageNotFoundPages.flatMap(({ prefix, page }) =>
        folderLocation(prefix, [`error_page 404 ${page};`, `error_page 403 =404 ${page};`]),
      ),
      '',
      "# The content editor (Sveltia CMS): add_header here replaces the server's list, so it is",
      "# repeated with the editor's own policy (its page's, for the backend this build was made",
      '# for), popups kept linked for the GitHub sign-in window, noindex and no caching.',
      ...folderLocation(adminPrefix, addHeaders(adminHeaders(env))),
      '',
      "# The dealer's inbox of requests (docs/requests.md): its page's policy, noindex, no caching.",
      '# On this host the page loads but shows nothing: its API and the endpoint the forms post to',
      "# are the shop's Cloudflare Worker, which nginx does not run. The forms see the endpoint",
      "# answer 405 and open the visitor's mail app, offering WhatsApp and Telegram; a build with",
      '# CONTACT_FORM_ENDPOINT sends them to a form service that keeps the requests instead.',
      ...folderLocation(inboxPrefix, addHeaders(inboxHeaders())),
      '',
      "# Files whose type their name does not tell (the old site's extension-less placeholders).",
      ...typedPrefixes.flatMap(({ prefix, type }) => [
        `location ${prefix} {`,
        `    default_type ${type};`,
        '    try_files $uri =404;',
        '}',
      ]),
      '',
      '# Links from the previous site had no language: send them to the Georgian page, query kept',
      '# (the same rules as lib/locale-path.ts resolveNotFound, which 404.html applies in browsers).',
      '# The target is cut from the path as it was sent ($request_uri, still percent-encoded), not',
      '# from the decoded $uri: a %0d%0a in an old link would otherwise put a raw line break into',
      '# Location (HTTP/2 clients then fail the request). A path that only matches once decoded',
      `# (${basePath}/%63atalog/, ${basePath}//catalog) is no link anyone has: refused.`,
      `location ~ ^${base}/${literal(legacyCatalogue.section)}(/.*)?$ {`,
      `    return 301 ${legacyCatalogue.target}$is_args$args;`,
      '}',
      `location ~ ^${base}/(?:${sections})(?:/.*)?$ {`,
      `    if ($request_uri ~ "^${base}/((?:${sections})(?:/[^?]*[^/?])?)/*(?:\\?|$)") {`,
      `        return 301 ${basePath}/${defaultLocale}/$1/$is_args$args;`,
      '    }',
      '    return 400;',
      '}',
    ],
    1,
  );
}

/** deploy/nginx.template.conf with both markers replaced; a marker missing or repeated throws. */
export function nginxSiteConfig(template, env = process.env) {
  const blocks = { http: nginxHttpRules(), server: nginxServerRules(env) };
  return Object.entries(nginxMarkers).reduce((text, [name, marker]) => {
    const parts = text.split(new RegExp(`^[ \\t]*${literal(marker)}[ \\t\\r]*$`, 'm'));
    if (parts.length !== 2)
      throw new Error(
        `deploy/nginx.template.conf must hold the line "${marker}" once (found ${parts.length - 1})`,
      );
    return parts.join(blocks[name]);
  }, template);
}
