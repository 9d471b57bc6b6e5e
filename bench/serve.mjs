#!/usr/bin/env node
// The benchmarks' stand-in for the CDN (bench.mjs, search-relevance.mjs): serves out/ under the
// base path the way a CDN or static host would (index.html for folders, 404.html with status 404
// for unknown paths, text compressed as Brotli where the browser accepts it, else gzip, as
// Cloudflare serves it, so Lighthouse in `npm run bench` sees CDN-sized transfers; bodies are
// compressed once and kept, like a CDN's edge cache). No dependencies.
// Cache-Control, the placeholder type and the sandbox policy of uploaded and content images
// come from deploy/host-rules.mjs, like the hosts'.
// Kept rather than a packaged static server: sirv-cli answers a miss with an empty 404 (its
// --single fallback page goes out with status 200), gzips only precompressed .gz files (out/ has
// none), serves a folder without its slash instead of redirecting, and sends an empty
// Content-Type for the extension-less placeholder images; serve-handler takes 404.html from the
// served root, outside the base path.
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  basePath,
  cacheControl,
  immutablePrefixes,
  sandboxedPrefixes,
  sandboxPolicy,
  typedPrefixes,
} from '../deploy/host-rules.mjs';
const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No export found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

// The old site's /api/placeholder/{w}/{h} images are exported as extension-less SVG files.
const typeOf = (file, pathname) =>
  types[extname(file)] ??
  typedPrefixes.find(({ prefix }) => pathname.startsWith(prefix))?.type ??
  'application/octet-stream';

// Pagefind's .pf_* files and its wasm are gzip already; these are the types worth compressing.
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/** The encoding to send: Brotli if accepted, else gzip if accepted, else none. */
function encodingFor(req, type) {
  if (!compressible.test(type)) return undefined;
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

// Brotli at quality 5, the level CDNs use on the fly (quality 11 is for precompressed files).
const compressors = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body),
};
const compressed = new Map();

function compressedBody(file, encoding) {
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding} ${file} ${mtimeMs} ${size}`;
  if (!compressed.has(key)) compressed.set(key, compressors[encoding](readFileSync(file)));
  return compressed.get(key);
}

function send(req, res, status, file, pathname, headers = {}) {
  const type = typeOf(file, pathname);
  const immutable = immutablePrefixes.some((prefix) => pathname.startsWith(prefix));
  // Decoded, as the file was found: no spelling of the path escapes the policy.
  const sandboxed = sandboxedPrefixes.some((prefix) => decodedPath(pathname).startsWith(prefix));
  const encoding = encodingFor(req, type);
  const body = encoding ? compressedBody(file, encoding) : undefined;
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': immutable ? cacheControl.immutable : cacheControl.short,
    'X-Content-Type-Options': 'nosniff',
    ...(sandboxed && status === 200 ? { 'Content-Security-Policy': sandboxPolicy } : {}),
    Vary: 'Accept-Encoding',
    ...(body ? { 'Content-Encoding': encoding, 'Content-Length': body.length } : {}),
    ...headers,
  });
  if (req.method === 'HEAD') res.end();
  else if (body) res.end(body);
  else createReadStream(file).pipe(res);
}

/** The path as the file system sees it: decoded, dot segments resolved (never throws). */
function decodedPath(pathname) {
  try {
    return normalize(decodeURIComponent(pathname));
  } catch {
    return pathname;
  }
}

function resolveFile(pathname) {
  const relative = decodeURIComponent(pathname.slice(basePath.length)) || '/';
  const file = normalize(join(root, relative));
  if (!file.startsWith(root)) return { kind: 'missing' };
  const stat = statSync(file, { throwIfNoEntry: false });
  if (stat?.isDirectory()) {
    if (!pathname.endsWith('/')) return { kind: 'redirect' };
    const index = join(file, 'index.html');
    return existsSync(index) ? { kind: 'file', file: index } : { kind: 'missing' };
  }
  return stat?.isFile() ? { kind: 'file', file } : { kind: 'missing' };
}

/**
 * The 404 page nearest to the path up the folder tree, as Cloudflare's asset server picks it: a language
 * folder's own (out/en/404.html) under it, else out/404.html.
 */
function notFoundFile(pathname) {
  const inside = pathname.startsWith(`${basePath}/`)
    ? decodedPath(pathname.slice(basePath.length))
    : '/';
  let folder = join(root, inside.endsWith('/') ? inside : dirname(inside));
  while (folder.startsWith(`${root}${sep}`)) {
    const file = join(folder, '404.html');
    if (existsSync(file) && statSync(file).isFile()) return file;
    folder = dirname(folder);
  }
  return join(root, '404.html');
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  if (url.pathname === '/' || url.pathname === basePath) {
    res.writeHead(301, { Location: `${basePath}/${url.search}` }).end();
    return;
  }
  let target;
  try {
    target = url.pathname.startsWith(`${basePath}/`)
      ? resolveFile(url.pathname)
      : { kind: 'missing' };
  } catch {
    target = { kind: 'missing' };
  }
  if (target.kind === 'redirect') {
    res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
  } else if (target.kind === 'file') {
    send(req, res, 200, target.file, url.pathname);
  } else {
    send(req, res, 404, notFoundFile(url.pathname), url.pathname, {
      'Cache-Control': cacheControl.error,
    });
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://localhost:${port}${basePath}/`);
});
