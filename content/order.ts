// No imports: the site's pages and the content loader share it, and pages must not load zod.
const place = (entry: { order?: unknown }) =>
  typeof entry.order === 'number' ? entry.order : Number.MAX_SAFE_INTEGER;

/** Ascending by `order` (content/schema.ts); an entry without one comes last. */
export const byOrder = (a: { order?: unknown }, b: { order?: unknown }) => place(a) - place(b);
