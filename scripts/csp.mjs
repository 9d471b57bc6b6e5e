#!/usr/bin/env node
// Post-build: give every exported HTML page its own Content-Security-Policy as a <meta> tag.
// A static host cannot hand out nonces, so script-src allows 'self' plus the sha256 hashes of
// that page's own inline scripts (Next's `self.__next_f.push` payloads, the theme boot script,
// the root language script, 404.html's redirect): no 'unsafe-inline', no 'unsafe-eval'.
// Header-only directives (frame-ancestors) are set by the host: see deploy/host-rules.mjs.
// Idempotent: a page that already has the meta tag gets it replaced.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contactEndpointOrigin } from '../site.config.mjs';
import { readManifest } from './images/originals.mjs';

const metaPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Types the browser runs as script; JSON-LD and other data blocks never execute. */
function isExecutable(attributes) {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
}

/** sha256 sources of the inline scripts of one HTML document, in document order, unique. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(scriptPattern)) {
    if (!isExecutable(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The media library origins (Cloudinary, Uploadcare) the content's photos are on, as the image
 * build recorded them: img-src names a host only when a page may show a photo from it.
 */
export function imageOrigins(manifest = readManifest(resolve('.'))) {
  return (manifest?.mediaOrigins ?? []).filter((origin) => /^https:\/\/[a-z0-9.-]+$/.test(origin));
}

/**
 * Cloudflare Turnstile's origin when the forms show its widget (TURNSTILE_SITE_KEY, the same
 * variable lib/turnstile.ts reads): its script and its frame; nothing is added without it.
 */
export function turnstileSource(env = process.env) {
  return env.TURNSTILE_SITE_KEY?.trim() ? 'https://challenges.cloudflare.com' : null;
}

export function policyFor(
  html,
  endpoint = contactEndpointOrigin(),
  images = imageOrigins(),
  turnstile = turnstileSource(),
) {
  const extra = endpoint ? ` ${endpoint}` : '';
  const widget = turnstile ? ` ${turnstile}` : '';
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the search (Pagefind) compile its WebAssembly; it allows no eval().
    `script-src 'self' 'wasm-unsafe-eval'${widget} ${inlineScriptHashes(html).join(' ')}`.trim(),
    ...(turnstile ? [`frame-src 'self'${widget}`] : []),
    // Styles: vanilla-extract and next/font ship files, but React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...images].join(' '),
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' mailto:${extra}`,
  ].join('; ');
}

/**
 * Insert (or replace) the policy. It goes right after <meta charset> when that opens <head>
 * (the charset must stay within the first 1024 bytes, and it loads nothing), otherwise first:
 * a meta policy only governs the elements that follow it.
 */
export function withPolicy(html, endpoint, images) {
  const clean = html.replace(metaPattern, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(clean, endpoint, images)}"/>`;
  const head = /<head[^>]*>(<meta charSet="utf-8"\/>)?/i.exec(clean);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  const at = head.index + head[0].length;
  return clean.slice(0, at) + meta + clean.slice(at);
}

// admin/ (the content editor) carries its own, different policy: scripts/cms/build-admin.mjs.
const htmlFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.html') && !/(^|\/)(_next|admin)\//.test(file))
    .map((file) => join(dir, file));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = resolve(process.env.OUT_DIR ?? 'out');
  const endpoint = contactEndpointOrigin();
  const images = imageOrigins();
  const files = htmlFiles(outDir);
  let hashes = 0;
  for (const file of files) {
    const html = withPolicy(readFileSync(file, 'utf8'), endpoint, images);
    hashes += inlineScriptHashes(html).length;
    writeFileSync(file, html);
  }
  console.log(`CSP: ${files.length} HTML files, ${hashes} inline script hashes`);
}
