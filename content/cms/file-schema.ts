// Build-time only (the editor's JSON schemas): zod stays out of client bundles.
import 'server-only';
import { z } from 'zod';
import {
  fieldsOf,
  inEveryBlock,
  isTranslated,
  isTranslation,
  itemOf,
  unwrap,
  type Locale,
} from '../bilingual';
import { collections, singleFiles } from '../schema';

/**
 * JSON Schemas of the content FILES (not the model) for VS Code's YAML extension: a zod schema of
 * the file's ka and en blocks built from the model schema, converted by zod itself.
 */
function block(field: z.ZodType, locale: Locale, nested: boolean): z.ZodType | undefined {
  const optional = field.safeParse(undefined).success;
  const schema = unwrap(field);
  let out: z.ZodType | undefined;
  if (isTranslation(schema)) out = fieldsOf(schema)?.[locale];
  else if (locale === 'en' && !nested && !isTranslated(schema)) return undefined;
  else if (fieldsOf(schema)) out = objectBlock(schema, locale, nested || isTranslated(schema));
  else if (itemOf(schema)) {
    const item = block(itemOf(schema)!, locale, nested || isTranslated(schema));
    out = item && z.array(item);
  } else out = schema;
  return out && optional ? out.optional() : out;
}

function objectBlock(schema: z.ZodType, locale: Locale, nested: boolean) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fieldsOf(schema) ?? {})) {
    const part = block(field, locale, nested || inEveryBlock.has(name));
    if (part) shape[name] = part;
  }
  return z.strictObject(shape);
}

/** The file schema of one entry schema: `{ ka: {...}, en: {...} }`. */
export function fileSchema(schema: z.ZodType) {
  const en = objectBlock(schema, 'en', false);
  const hasEnglish = Object.keys(en.shape).length > 0;
  return z.strictObject({
    ka: objectBlock(schema, 'ka', false),
    en: hasEnglish ? en : en.optional(),
  });
}

/** JSON Schema per collection and one-file content, keyed by its name under content/. */
export function fileJsonSchemas(): Record<string, object> {
  const files: (readonly [string, string, z.ZodType])[] = [
    ...Object.values(collections).map((c) => [c.folder, `${c.folder}/*.yaml`, c.schema] as const),
    ...Object.values(singleFiles).map(
      (f) => [f.file.replace(/\.yaml$/, ''), f.file, f.schema] as const,
    ),
  ];
  return Object.fromEntries(
    files.map(([name, title, schema]) => [
      name,
      {
        ...z.toJSONSchema(fileSchema(schema), { io: 'input', unrepresentable: 'any' }),
        title: `content/${title}`,
      },
    ]),
  );
}
