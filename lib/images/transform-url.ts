import { mediaHosts } from '../../site.config.mjs';

/**
 * The services that resize a photo on request: the site's image CDN (IMAGE_CDN=cloudflare or
 * netlify, originals in the export) or a media library (Cloudinary, Uploadcare; originals there).
 */
export type ImageService = 'cloudflare' | 'netlify' | 'cloudinary' | 'uploadcare';

/** `auto`: the service picks AVIF or WebP from the browser's Accept header. */
export type TransformFormat = 'auto' | 'avif';

/** Quality of the CDN's lossy encodings; Netlify's and Cloudflare's own default is about this. */
export const transformQuality = 75;

/** Widest width a page asks a service for; the widest variant the local build makes. */
export const maxTransformWidth = 4000;

/** Whether the service picks the format from the Accept header for `auto`. */
export function negotiatesFormat(service: ImageService): boolean {
  // Netlify does too when `fm` is left out, but prefers WebP over AVIF; a <source> with
  // fm=avif gives AVIF browsers the smaller file.
  return service !== 'netlify';
}

/**
 * A site path (`/gps-app/uploads/a.jpg`) with each segment percent-encoded, so nothing in a
 * file name (`?`, `#`, `,`, `/`, `%`, spaces) can end the path, add a query or change a
 * Cloudflare option. `.` and `..` segments are refused rather than resolved.
 */
function encodedSitePath(original: string): string {
  if (!original.startsWith('/') || original.startsWith('//'))
    throw new Error(`not a site path: ${JSON.stringify(original.slice(0, 100))}`);
  const segments = original.slice(1).split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..'))
    throw new Error(`not a plain site path: ${JSON.stringify(original.slice(0, 100))}`);
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** The parts of a media library URL after the host, checked against the service's host. */
function mediaPath(original: string, service: 'cloudinary' | 'uploadcare'): string[] {
  const url = URL.canParse(original) ? new URL(original) : null;
  if (
    !url ||
    url.protocol !== 'https:' ||
    url.hostname !== mediaHosts[service] ||
    url.port ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  )
    throw new Error(`not a ${service} URL: ${JSON.stringify(original.slice(0, 100))}`);
  // The parser has already resolved `..` and escaped what a path cannot hold.
  return url.pathname.slice(1).split('/');
}

function checkedWidth(width: number): number {
  if (!Number.isInteger(width) || width < 1 || width > maxTransformWidth)
    throw new Error(`image width must be a whole number of pixels from 1 to ${maxTransformWidth}`);
  return width;
}

/**
 * The URL at which `service` serves `original` at `width` px: root-relative for the site's own
 * CDN (the same origin as the page), absolute for a media library. `original` is a site path with
 * the base path for cloudflare and netlify, the media library's URL for the others. Pure.
 */
export function transformUrl(
  service: ImageService,
  original: string,
  width: number,
  format: TransformFormat = 'auto',
): string {
  const w = checkedWidth(width);
  switch (service) {
    case 'cloudflare':
      // https://developers.cloudflare.com/images/transform-images/transform-via-url/
      return `/cdn-cgi/image/width=${w},quality=${transformQuality},format=${format}${encodedSitePath(original)}`;
    case 'netlify': {
      // https://docs.netlify.com/image-cdn/overview/ (no fm: the CDN negotiates)
      const query = new URLSearchParams({ url: encodedSitePath(original), w: String(w) });
      query.set('q', String(transformQuality));
      if (format !== 'auto') query.set('fm', format);
      return `/.netlify/images?${query}`;
    }
    case 'cloudinary': {
      // https://res.cloudinary.com/<cloud>/image/upload/<transformation>/<public id>
      const [cloud, kind, delivery, ...rest] = mediaPath(original, service);
      if (kind !== 'image' || delivery !== 'upload' || rest.length === 0)
        throw new Error(`not a Cloudinary upload URL: ${JSON.stringify(original.slice(0, 100))}`);
      const transformation = `c_limit,f_${format},q_auto,w_${w}`;
      return `https://${mediaHosts.cloudinary}/${cloud}/image/upload/${transformation}/${rest.join('/')}`;
    }
    case 'uploadcare': {
      // https://ucarecdn.com/<uuid>/-/resize/480x/-/format/auto/<file name>
      const [uuid, ...name] = mediaPath(original, service);
      // Uploadcare gives AVIF through `auto` only.
      if (format !== 'auto') throw new Error('Uploadcare picks the format itself: use auto');
      const operations = `-/resize/${w}x/-/format/auto/`;
      return `https://${mediaHosts.uploadcare}/${uuid}/${operations}${name.join('/')}`;
    }
  }
}
