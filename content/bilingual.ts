import type { z } from 'zod';
import { dealerWords } from './dealer-words';

/**
 * Files have the editor's "single_file" layout: `ka:` with every field, `en:` with the English
 * texts (and the shared sub-fields of a translated list or object). Pages use one model where
 * each text is `{ ka, en }`; this converts between the two, driven by the zod schema alone.
 */

export type Locale = 'ka' | 'en';

/** Written in every language's block: the editor's list reorder writes `order` into each. */
export const inEveryBlock: ReadonlySet<string> = new Set(['order']);
export type Path = (string | number)[];
export interface ShapeIssue {
  path: Path;
  message: string;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema inside optional/nullable/default wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let def = defOf(schema);
  while (def.innerType && ['optional', 'nullable', 'default', 'readonly'].includes(def.type)) {
    schema = def.innerType;
    def = defOf(schema);
  }
  return schema;
}

/** Object fields of a schema, or undefined when it is not an object. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(unwrap(schema));
  return def.type === 'object' ? def.shape : undefined;
}

/** The item schema of a list, or undefined when it is not a list. */
export function itemOf(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(unwrap(schema));
  return def.type === 'array' ? def.element : undefined;
}

/** A translation: an object with exactly the fields ka and en. */
export function isTranslation(schema: z.ZodType): boolean {
  const fields = fieldsOf(schema);
  return !!fields && Object.keys(fields).sort().join() === 'en,ka';
}

/** Whether any translation sits in this schema (then it is edited per language). */
export function isTranslated(schema: z.ZodType): boolean {
  if (isTranslation(schema)) return true;
  const fields = fieldsOf(schema);
  if (fields) return Object.values(fields).some(isTranslated);
  const item = itemOf(schema);
  return !!item && isTranslated(item);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const say = dealerWords('files');
const unknownField = dealerWords('issues')('unknownKey');
const untranslatedItems = (en: number, ka: number) => say('untranslated', { en, ka });

/** The model from a file's two language blocks, with shape problems. */
export function toModel(schema: z.ZodType, ka: unknown, en: unknown) {
  const issues: ShapeIssue[] = [];
  const value = merge(schema, ka, en, [], false, issues);
  return { value, issues };
}

function merge(
  schema: z.ZodType,
  ka: unknown,
  en: unknown,
  path: Path,
  nested: boolean,
  issues: ShapeIssue[],
): unknown {
  if (isTranslation(schema)) {
    if (Array.isArray(ka) && Array.isArray(en) && ka.length !== en.length)
      issues.push({ path: ['en', ...path], message: untranslatedItems(en.length, ka.length) });
    return ka === undefined && en === undefined ? undefined : { ka, en };
  }
  const fields = fieldsOf(schema);
  if (fields && isRecord(ka)) {
    for (const key of Object.keys(ka))
      if (!Object.hasOwn(fields, key))
        issues.push({ path: ['ka', ...path, key], message: unknownField });
    if (isRecord(en))
      for (const key of Object.keys(en)) {
        const field = fieldOf(fields, key);
        if (!field) issues.push({ path: ['en', ...path, key], message: unknownField });
        else if (!nested && !isTranslated(field) && !inEveryBlock.has(key))
          issues.push({
            path: ['en', ...path, key],
            message: say('sameInBoth'),
          });
      }
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const enValue = isRecord(en) ? en[key] : undefined;
      const value = isTranslated(field)
        ? merge(field, ka[key], enValue, [...path, key], true, issues)
        : ka[key];
      if (!isTranslated(field)) unknownFields(field, ka[key], ['ka', ...path, key], issues);
      const duplicated = nested || inEveryBlock.has(key);
      if (duplicated && !isTranslated(field) && enValue !== undefined && !same(enValue, ka[key]))
        issues.push({
          path: ['en', ...path, key],
          message: say('differsFromKa'),
        });
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  const item = itemOf(schema);
  if (item && Array.isArray(ka) && isTranslated(item)) {
    const enList = Array.isArray(en) ? en : [];
    if (enList.length !== ka.length)
      issues.push({ path: ['en', ...path], message: untranslatedItems(enList.length, ka.length) });
    return ka.map((entry, i) => merge(item, entry, enList[i], [...path, i], true, issues));
  }
  return ka;
}

/** Only the schema's own fields, never object built-ins (__proto__) a file may use as keys. */
const fieldOf = (fields: Record<string, z.ZodType>, key: string) =>
  Object.hasOwn(fields, key) ? fields[key] : undefined;

/** Unknown keys inside a field that is the same in both languages (zod would drop them). */
function unknownFields(schema: z.ZodType, value: unknown, path: Path, issues: ShapeIssue[]) {
  const fields = fieldsOf(schema);
  if (fields && isRecord(value))
    for (const [key, item] of Object.entries(value)) {
      const field = fieldOf(fields, key);
      if (field) unknownFields(field, item, [...path, key], issues);
      else issues.push({ path: [...path, key], message: unknownField });
    }
  const item = itemOf(schema);
  if (item && Array.isArray(value))
    value.forEach((entry, i) => unknownFields(item, entry, [...path, i], issues));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The file's two language blocks from the model: the inverse of toModel. */
export function toFile(
  schema: z.ZodType,
  value: unknown,
  nested = false,
): { ka: unknown; en: unknown } {
  if (value === undefined) return { ka: undefined, en: undefined };
  if (isTranslation(schema) && isRecord(value)) return { ka: value.ka, en: value.en };
  const fields = fieldsOf(schema);
  if (fields && isRecord(value)) {
    const ka: Record<string, unknown> = {};
    const en: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      if (value[key] === undefined) continue;
      if (isTranslated(field)) {
        const parts = toFile(field, value[key], true);
        ka[key] = parts.ka;
        en[key] = parts.en;
      } else {
        ka[key] = value[key];
        if (nested) en[key] = value[key];
      }
    }
    return { ka, en };
  }
  const item = itemOf(schema);
  if (item && Array.isArray(value) && isTranslated(item)) {
    const parts = value.map((entry) => toFile(item, entry, true));
    return { ka: parts.map((p) => p.ka), en: parts.map((p) => p.en) };
  }
  return { ka: value, en: undefined };
}

/** Where a model path (e.g. `name.en`, `features.en.2`) is written in the file (`en.name`). */
export function filePath(schema: z.ZodType, modelPath: Path): Path {
  let current: z.ZodType | undefined = schema;
  let locale: Locale = 'ka';
  const rest: Path = [];
  for (const segment of modelPath) {
    if (current && isTranslation(current) && (segment === 'ka' || segment === 'en')) {
      locale = segment;
      current = fieldOf(fieldsOf(current) ?? {}, segment);
      continue;
    }
    rest.push(segment);
    current = current
      ? typeof segment === 'number'
        ? itemOf(current)
        : fieldOf(fieldsOf(current) ?? {}, segment)
      : undefined;
  }
  return [locale, ...rest];
}
