import 'server-only';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from './load';
import { isProductionSite } from './launch';
import { publishedContent } from './published';

/** Whether a /path names a file in public/ (content images must exist). */
const publicFileExists = (src: string) => existsSync(join(process.cwd(), 'public', src));

/**
 * All site content from content/**\/*.yaml, validated once per build: a mistake stops the build
 * naming file, line, entry and field (`npm run content:check` reports the same in seconds). Pages
 * see it as published on the build's day (ended offers and news out, see published.ts).
 */
export const content = publishedContent(
  loadSite(join(process.cwd(), 'content'), publicFileExists),
  new Date(),
  { production: isProductionSite() },
);

export type * from './schema';
