import { looksLikeUrl, mediaUrlProblem } from './media-url';
import { both } from './two-languages';

export function isRaster(src: string): boolean {
  return /\.(?:jpe?g|png|webp)$/i.test(src);
}

export const isMediaUrl = (src: string): boolean =>
  looksLikeUrl(src) && mediaUrlProblem(src) === undefined;

/** Longer than any real upload path; keeps a hostile value out of every message and file call. */
const maxImagePathLength = 300;

const namePart = /^[A-Za-z0-9_.-]+$/;

export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'svg'] as const;
export const imageExtensionPattern = imageExtensions.join('|');
const imageExtension = new RegExp(`\\.(?:${imageExtensionPattern})$`, 'i');

/**
 * Why a value is not a file inside public/. Only the one plain form (no `..`, `.` or empty parts,
 * no `%` escapes) so the written path IS the file and can never leave public/.
 */
export function imagePathProblem(src: string): string | undefined {
  if (looksLikeUrl(src)) return mediaUrlProblem(src);
  if (src.length > maxImagePathLength)
    return both(
      `${maxImagePathLength} სიმბოლოზე გრძელია: გამოიყენეთ უფრო მოკლე ფაილის სახელი`,
      `is longer than ${maxImagePathLength} characters: use a shorter file name`,
    );
  if (!src.startsWith('/'))
    return both(
      'უნდა იყოს სურათის მისამართი public/-ში, მაგ. /uploads/products/front.jpg',
      'must be a /path inside public/ to an image, e.g. /uploads/products/front.jpg',
    );
  if (src.includes('%'))
    return both(
      'არ უნდა შეიცავდეს % კოდებს: ჩაწერეთ ფაილის სახელი ისე, როგორც არის',
      'must not contain % escapes: write the file name as it is',
    );
  const parts = src.slice(1).split('/');
  if (parts.some((part) => part === '..' || part === '.'))
    return both(
      'არ უნდა შეიცავდეს ".." ან "." საქაღალდეებს: სურათი public/-ში უნდა იყოს',
      'must not contain ".." or "." folders: the image must be inside public/',
    );
  if (parts.some((part) => part === ''))
    return both(
      'არ უნდა შეიცავდეს ცარიელ საქაღალდეებს ("//") და არ უნდა მთავრდებოდეს /-ით',
      'must not contain empty folders ("//") or end with /',
    );
  if (!parts.every((part) => namePart.test(part)))
    return both(
      'საქაღალდისა და ფაილის სახელებში დასაშვებია მხოლოდ a-z ასოები, ციფრები, "-", "_" და "."',
      'may only use letters a-z, digits, "-", "_" and "." in folder and file names',
    );
  if (!imageExtension.test(src))
    return both(
      `უნდა იყოს სურათი: .${imageExtensions.join(', .')}`,
      `must be an image: .${imageExtensions.join(', .')}`,
    );
  return undefined;
}

export const isImagePath = (src: unknown): src is string =>
  typeof src === 'string' && imagePathProblem(src) === undefined;
