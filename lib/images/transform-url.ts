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

/** Refuses an original or width the pages never make (the content check names real ones). */
function refuse(what: string): never {
  throw new Error(`not an image CDN ${what}`);
}

/**
 * A site path (`/gps-app/uploads/a.jpg`) with each segment percent-encoded, so nothing in a
 * file name (`?`, `#`, `,`, `/`, `%`, spaces) can end the path, add a query or change a
 * Cloudflare option. `.`, `..` and empty segments are refused rather than resolved.
 */
function encodedSitePath(original: string): string {
  const segments = original.split('/');
  if (segments.shift() !== '' || segments.some((s) => s === '' || s === '.' || s === '..'))
    refuse('site path');
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** The parts of a media library URL after the host, checked against the service's host. */
function mediaPath(original: string, service: 'cloudinary' | 'uploadcare'): string[] {
  const url = URL.canParse(original) ? new URL(original) : null;
  // The parser has already resolved `..` and escaped what a path cannot hold.
  if (url?.href.startsWith(`https://${mediaHosts[service]}/`) && !url.search && !url.hash)
    return url.pathname.slice(1).split('/');
  return refuse(`${service} URL`);
}

/**
 * The URL at which `service` serves `original` at any width, as the text before and after the
 * width: root-relative for the site's own CDN (the same origin as the page), absolute for a media
 * library. `original` is a site path with the base path for cloudflare and netlify, the media
 * library's URL for the others. Pages and client islands join the two around a width, so the
 * browser bundle holds no URL rules (lib/images/picture.ts). Pure.
 */
export function transformParts(
  service: ImageService,
  original: string,
  format: TransformFormat = 'auto',
): [string, string] {
  if (service === 'cloudflare')
    // https://developers.cloudflare.com/images/transform-images/transform-via-url/
    return [
      '/cdn-cgi/image/width=',
      `,quality=${transformQuality},format=${format}${encodedSitePath(original)}`,
    ];
  if (service === 'netlify') {
    // https://docs.netlify.com/image-cdn/overview/ (no fm: the CDN negotiates)
    const url = new URLSearchParams({ url: encodedSitePath(original) });
    const rest = new URLSearchParams({ q: `${transformQuality}` });
    if (format !== 'auto') rest.set('fm', format);
    return [`/.netlify/images?${url}&w=`, `&${rest}`];
  }
  const [first, ...rest] = mediaPath(original, service);
  if (service === 'uploadcare')
    // https://ucarecdn.com/<uuid>/-/resize/480x/-/format/auto/<file name>; AVIF only through auto.
    return format === 'auto'
      ? [`https://${mediaHosts.uploadcare}/${first}/-/resize/`, `x/-/format/auto/${rest.join('/')}`]
      : refuse('format');
  // https://res.cloudinary.com/<cloud>/image/upload/<transformation>/<public id>
  const [kind, delivery, ...id] = rest;
  if (kind !== 'image' || delivery !== 'upload' || id.length === 0) refuse('Cloudinary URL');
  return [
    `https://${mediaHosts.cloudinary}/${first}/image/upload/c_limit,f_${format},q_auto,w_`,
    `/${id.join('/')}`,
  ];
}

/** The URL at which `service` serves `original` at `width` px (see transformParts). */
export function transformUrl(
  service: ImageService,
  original: string,
  width: number,
  format: TransformFormat = 'auto',
): string {
  const ok = Number.isInteger(width) && width > 0 && width <= maxTransformWidth;
  const [before, after] = transformParts(service, original, format);
  return ok ? `${before}${width}${after}` : refuse('width');
}
