import type { z } from 'zod';
import { fieldsOf, isRecord, itemOf, unwrap, type Path } from './bilingual';
import { collections, imagePath, type CollectionName, type SiteContent } from './schema';

export interface ImageField {
  collection: CollectionName;
  id: string;
  path: Path;
  src: string;
}

function* imagesIn(schema: z.ZodType, value: unknown, path: Path): Generator<[Path, string]> {
  const inner = unwrap(schema);
  if (inner === imagePath) {
    if (typeof value === 'string') yield [path, value];
    return;
  }
  const fields = fieldsOf(inner);
  if (fields && isRecord(value)) {
    for (const [key, field] of Object.entries(fields))
      yield* imagesIn(field, value[key], [...path, key]);
    return;
  }
  const item = itemOf(inner);
  if (item && Array.isArray(value))
    for (const [i, entry] of value.entries()) yield* imagesIn(item, entry, [...path, i]);
}

/**
 * Every image the content names, found through the schema's imagePath fields: free text that
 * happens to hold a path is never a file the build reads, writes or deletes.
 */
export function imageFields(content: SiteContent): ImageField[] {
  const found: ImageField[] = [];
  for (const [name, { schema, idField }] of Object.entries(collections)) {
    const collection = name as CollectionName;
    for (const entry of content[collection] as unknown as Record<string, unknown>[])
      for (const [path, src] of imagesIn(schema, entry, []))
        found.push({ collection, id: String(entry[idField]), path, src });
  }
  return found;
}
