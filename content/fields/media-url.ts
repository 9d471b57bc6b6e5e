import { mediaHosts } from '../../site.config.mjs';
import { both } from './two-languages';

type MediaService = keyof typeof mediaHosts;

/** Longer than any real media URL; keeps a hostile value out of every message. */
const maxMediaUrlLength = 500;

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

/** The media library a URL is on, by its host alone. */
export function mediaServiceOf(src: string): MediaService | undefined {
  if (!URL.canParse(src)) return undefined;
  const { hostname } = new URL(src);
  return (Object.keys(mediaHosts) as MediaService[]).find((name) => mediaHosts[name] === hostname);
}

/** Why a URL is not a plain photo link of an allow-listed media library (site.config.mjs mediaHosts). */
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
