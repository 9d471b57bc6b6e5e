// A real image server standing in for the image CDNs in the browser tests (IMAGE_CDN builds):
// IPX (the sharp-based engine behind Netlify's local image CDN and Nuxt Image) resizes the
// export's originals, and this thin layer maps the two URL forms lib/images/transform-url.ts
// writes onto it: Netlify's /.netlify/images?url=…&w=…&q=…&fm=… and Cloudflare's
// /cdn-cgi/image/width=…,quality=…,format=…/<original>. `auto` picks the format from the Accept
// header like the CDNs do. scripts/serve.mjs mounts it when IMAGE_CDN is cloudflare or netlify.
import { negotiate } from '@fastify/accept-negotiator';
import { createIPX, ipxFSStorage } from 'ipx';

const netlifyPath = '/.netlify/images';
const cloudflarePrefix = '/cdn-cgi/image/';
const formats = { avif: 'avif', webp: 'webp', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

/** The format for `auto` (or none): what the browser accepts, in the CDN's order of preference. */
function negotiated(accept, preference) {
  return negotiate(accept ?? '', preference)?.split('/')[1];
}

/** A whole number of pixels, or undefined (the CDN then keeps the original's size). */
const pixels = (value) => (/^\d{1,4}$/.test(value ?? '') ? value : undefined);

/**
 * The original's site path and the resize request of a CDN URL, or null when it is not one.
 * Throws on a malformed one (the caller answers 400).
 */
export function parseTransformUrl(url, accept) {
  if (url.pathname === netlifyPath) {
    const source = url.searchParams.get('url');
    if (!source) throw new Error('url is missing');
    const fm = url.searchParams.get('fm');
    return {
      source: source.split('/').map(decodeURIComponent).join('/'),
      width: pixels(url.searchParams.get('w')),
      quality: pixels(url.searchParams.get('q')),
      // Netlify prefers WebP, then AVIF, when fm is left out.
      format: fm ? formats[fm] : negotiated(accept, ['image/webp', 'image/avif']),
    };
  }
  if (!url.pathname.startsWith(cloudflarePrefix)) return null;
  const rest = url.pathname.slice(cloudflarePrefix.length);
  const slash = rest.indexOf('/');
  if (slash < 0) throw new Error('the original is missing');
  const options = Object.fromEntries(
    rest
      .slice(0, slash)
      .split(',')
      .map((pair) => pair.split('=')),
  );
  const format = options.format ?? options.f;
  return {
    source: rest.slice(slash).split('/').map(decodeURIComponent).join('/'),
    width: pixels(options.width ?? options.w),
    quality: pixels(options.quality ?? options.q),
    format:
      format && format !== 'auto'
        ? formats[format]
        : negotiated(accept, ['image/avif', 'image/webp']),
  };
}

/**
 * A request handler for the CDN URLs of an export in `root` served under `basePath`: true when
 * it answered, false for any other URL (the static server goes on).
 */
export function imageCdnStandin(root, basePath) {
  const ipx = createIPX({ storage: ipxFSStorage({ dir: root }) });
  return async (req, res, url) => {
    let request;
    try {
      request = parseTransformUrl(url, req.headers.accept);
    } catch (error) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error.message));
      return true;
    }
    if (!request) return false;
    // The CDNs fetch the original from the site: only files of the export under the base path.
    if (!request.source.startsWith(`${basePath}/`)) {
      res.writeHead(403, { 'Content-Type': 'text/plain' }).end('not a file of this site');
      return true;
    }
    const modifiers = {
      ...(request.width ? { w: request.width } : {}),
      ...(request.quality ? { q: request.quality } : {}),
      ...(request.format ? { f: request.format } : {}),
    };
    try {
      const { data, format } = await ipx(
        request.source.slice(basePath.length),
        modifiers,
      ).process();
      res.writeHead(200, {
        'Content-Type': `image/${format}`,
        'Content-Length': data.length,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept',
      });
      res.end(req.method === 'HEAD' ? undefined : data);
    } catch (error) {
      res.writeHead(error.statusCode ?? 500, { 'Content-Type': 'text/plain' }).end(error.message);
    }
    return true;
  };
}
