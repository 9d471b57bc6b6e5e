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
import { collections, companySchema, singleFiles } from '../schema';

/**
 * JSON Schemas of the content FILES (not the model), for the YAML extension in VS Code: the ka
 * block holds every field with plain strings for the texts, the en block the translated fields
 * (with the shared sub-fields of a translated list or object, and `order`, repeated). Built as a zod schema of
 * the file from the model schema, then converted by zod itself.
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

/** JSON Schema per collection (and company), keyed by the folder name under content/. */
export function fileJsonSchemas(): Record<string, object> {
  const entries: [string, z.ZodType][] = [
    ...Object.values(collections).map((c) => [c.folder, c.schema] as [string, z.ZodType]),
    ['company', companySchema],
    ...Object.values(singleFiles).map(
      (f) => [f.file.replace(/\.yaml$/, ''), f.schema] as [string, z.ZodType],
    ),
  ];
  const single = new Set([
    'company',
    ...Object.values(singleFiles).map((f) => f.file.replace(/\.yaml$/, '')),
  ]);
  return Object.fromEntries(
    entries.map(([name, schema]) => [
      name,
      {
        ...z.toJSONSchema(fileSchema(schema), { io: 'input', unrepresentable: 'any' }),
        title: `content/${single.has(name) ? `${name}.yaml` : `${name}/*.yaml`}`,
      },
    ]),
  );
}
