// Manifest entries of photos that a media library resizes on request (Cloudinary, Uploadcare;
// site.config.mjs mediaHosts), so the build writes no variant of them. lib/images/transform-url.ts
// builds the URLs from these entries while the pages render.
import { mediaHosts } from '../../site.config.mjs';

/** A content image value written as a URL: the content check has allowed only media hosts. */
export const isMediaSource = (src) => /^https:\/\//.test(src);

/** The media library a URL is on, by its host; an error for any other (never a guess). */
export function mediaServiceOf(src) {
  const { hostname } = new URL(src);
  const service = Object.keys(mediaHosts).find((name) => mediaHosts[name] === hostname);
  if (!service) throw new Error(`images: ${src} is not on a media library host`);
  return service;
}

/**
 * A media library photo's size is not known without fetching it (the build stays offline):
 * pages lay it out at 4:3, and the service never upscales past the original (c_limit).
 */
export const mediaSize = { width: 1600, height: 1200 };

export function mediaEntry(src, settings) {
  const service = mediaServiceOf(src);
  const widths = [...settings.widths].sort((a, b) => a - b);
  return { ...mediaSize, service, widths };
}

/** The origins of the media libraries among the sources, for the pages' CSP img-src. */
export function mediaOrigins(sources) {
  const origins = sources.filter(isMediaSource).map((src) => new URL(src).origin);
  return [...new Set(origins)].sort();
}
