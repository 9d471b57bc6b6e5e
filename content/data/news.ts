import type { NewsItemInput } from '../types';

/**
 * News and announcements, newest first. To publish an item add an entry with a `slug` (lowercase,
 * used in the address), a `date` written 'YYYY-MM-DD', a `title` and a one-line `summary` in both
 * languages, `body` paragraphs ({ ka: [...], en: [...] }) and, optionally, an `image` ({ src, alt })
 * from public/images. The news list and the article pages appear on the site automatically.
 */
export const newsItems: NewsItemInput[] = [];
