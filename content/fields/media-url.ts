import { mediaHosts } from '../../site.config.mjs';
import { both } from './two-languages';

/** A photo kept in a media library (Cloudinary, Uploadcare) instead of the repository. */
export type MediaService = keyof typeof mediaHosts;

/** Longer than any real media URL; keeps a hostile value out of every message. */
export const maxMediaUrlLength = 500;

const cloud = '[a-z0-9_-]+';
const segment = '[A-Za-z0-9_.,-]+';
/** Its one plain form per service: nothing decoded, nothing normalised, no query or fragment. */
const shapes: Record<MediaService, { pattern: RegExp; example: string }> = {
  cloudinary: {
    pattern: new RegExp(`^https://res\\.cloudinary\\.com/${cloud}/image/upload(?:/${segment})+$`),
    example: 'https://res.cloudinary.com/<cloud>/image/upload/v1/products/front.jpg',
  },
  uploadcare: {
    pattern:
      /^https:\/\/ucarecdn\.com\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(?:[A-Za-z0-9_.-]+)?$/,
    example: 'https://ucarecdn.com/<uuid>/ or https://ucarecdn.com/<uuid>/front.jpg',
  },
};

/** Whether a value is written as a URL (a scheme or //host) rather than a path inside public/. */
export const looksLikeUrl = (src: string): boolean =>
  /^(?:[A-Za-z][A-Za-z0-9+.-]*:|\/\/)/.test(src);

/** The media library a URL is on, judged by its host alone (the shape is checked separately). */
export function mediaServiceOf(src: string): MediaService | undefined {
  if (!URL.canParse(src)) return undefined;
  const { hostname } = new URL(src);
  return (Object.keys(mediaHosts) as MediaService[]).find((name) => mediaHosts[name] === hostname);
}

/**
 * Why an image URL is not a photo in an allow-listed media library, or undefined when it is one:
 * https only, no credentials or port, a host from site.config.mjs mediaHosts, and the service's
 * own plain path (no `..`, `%` escapes, query or fragment), so the pages' transformation URLs
 * built from it stay on that host.
 */
export function mediaUrlProblem(src: string): string | undefined {
  const hosts = Object.values(mediaHosts).join(', ');
  if (src.length > maxMediaUrlLength)
    return both(
      `${maxMediaUrlLength} სიმბოლოზე გრძელია: გამოიყენეთ მედიაბიბლიოთეკის საკუთარი ბმული`,
      `is longer than ${maxMediaUrlLength} characters: use the media library's own link`,
    );
  if (!URL.canParse(src)) return both('ბმული არასწორია', 'is not a valid URL');
  const url = new URL(src);
  if (url.protocol !== 'https:')
    return both(
      `უნდა იწყებოდეს https://-ით (ფოტოს ბმული ${hosts}-ზე)`,
      `must use https:// (a photo URL on ${hosts})`,
    );
  if (url.username || url.password)
    return both(
      'არ უნდა შეიცავდეს მომხმარებლის სახელს ან პაროლს',
      'must not contain a user name or password',
    );
  if (url.port) return both('არ უნდა შეიცავდეს პორტს', 'must not name a port');
  const service = mediaServiceOf(src);
  if (!service)
    return both(
      `უნდა იყოს დაშვებულ მედიაბიბლიოთეკაზე (${hosts}) და არა ${url.hostname}-ზე`,
      `must be on an allowed media library host (${hosts}), not ${url.hostname}`,
    );
  const { pattern, example } = shapes[service];
  if (!pattern.test(src))
    return both(
      `უნდა იყოს ${service}-ის სურათის უბრალო ბმული, მაგ. ${example}`,
      `must be a plain ${service} image link like ${example}`,
    );
  return undefined;
}
