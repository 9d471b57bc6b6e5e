#!/usr/bin/env node
// For the "cloudflare" browser tests (scripts/wrangler-test.sh): the Cloudflare Pages upload as
// a build with REQUESTS=cloudflare makes it, from the one build `npm test` runs (which sets
// CONTACT_FORM_ENDPOINT to a loopback form service for tests/e2e/contact-endpoint.spec.ts).
// lib/contact-endpoint.ts makes the two builds differ in one string, the forms' endpoint: the
// served copy gets the Function's path (/gps-app/api/requests) in its place, in the pages and
// their React payloads, and each changed page its script policy again (scripts/csp.mjs: the
// inline payloads are hashed). A build already made with REQUESTS=cloudflare is served as is;
// one without an endpoint (the forms open the mail app) too, and the request specs then fail.
// The copy is hard-linked, folders without a change are symbolic links to the upload's, and only
// the changed files are new files (the export is never written).
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { basePath, defaultLocale } from '../../site.config.mjs';
import { imageOrigins, withPolicy } from '../csp.mjs';

export const functionPath = `${basePath}/api/requests`;
const textFile = /\.(html|txt|js|json)$/;

/** The contact form's action in a page: where the build made the forms post. */
export function formAction(html) {
  const form = /<form\b[^>]*\bid="contact-form"[^>]*>/.exec(html)?.[0];
  return form ? /\baction="([^"]*)"/.exec(form)?.[1] : undefined;
}

function linkFile(source, target) {
  try {
    linkSync(source, target);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    copyFileSync(source, target);
  }
}

/** Links `from` into `to`, calling `rewrite(path, text)` for text files; returns changed files. */
function copyTree(from, to, rewrite) {
  mkdirSync(to, { recursive: true });
  let changed = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      const below = copyTree(source, target, rewrite);
      changed += below;
      // A folder without a change is the upload's own, by a symbolic link: files a test adds
      // to the upload while the server runs (serving.spec.ts's hostile SVG) are served too.
      if (below === 0) {
        rmSync(target, { recursive: true });
        symlinkSync(source, target, 'dir');
      }
      continue;
    }
    linkFile(source, target);
    if (!rewrite || !textFile.test(entry.name)) continue;
    const text = readFileSync(source, 'utf8');
    const next = rewrite(target, text);
    if (next === text) continue;
    unlinkSync(target); // a new file: the link still points at the export's
    writeFileSync(target, next);
    changed += 1;
  }
  return changed;
}

/** The served copy of `source` in `target`; what the forms post to there. */
export function prepareRequestsSite(source, target) {
  const contacts = join(source, basePath.slice(1), defaultLocale, 'contacts', 'index.html');
  const action = formAction(readFileSync(contacts, 'utf8'));
  const external = action && /^https?:\/\//.test(action) ? action : undefined;
  // Read once: the media library origins the image build recorded (every page shares them).
  const images = imageOrigins();
  const rewrite = external
    ? (path, text) => {
        if (!text.includes(external)) return text;
        const replaced = text.split(external).join(functionPath);
        return path.endsWith('.html') ? withPolicy(replaced, null, images) : replaced;
      }
    : undefined;
  // The uploads folder exists even when the build left it empty (originals removed), so the copy
  // links it and a file added to the upload while the server runs is served there too.
  mkdirSync(join(source, basePath.slice(1), 'uploads'), { recursive: true });
  const changed = copyTree(source, target, rewrite);
  return { action, endpoint: external ? functionPath : action, changed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [source, target] = process.argv.slice(2).map((path) => resolve(path));
  if (!source || !target) throw new Error('usage: requests-site.mjs <upload folder> <copy>');
  const { action, endpoint, changed } = prepareRequestsSite(source, target);
  console.log(
    endpoint === action
      ? `Requests site: the forms post to ${action} as built`
      : `Requests site: the forms post to ${endpoint} instead of ${action} (${changed} files)`,
  );
}
