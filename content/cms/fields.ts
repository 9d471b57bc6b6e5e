// Build-time only (the editor's config.yml): zod stays out of client bundles.
import 'server-only';
import { z } from 'zod';
import { fieldsOf, isTranslated, isTranslation, itemOf, unwrap } from '../bilingual';

/**
 * Editor (Sveltia CMS) fields derived from the zod schema, so the editor can never offer a field
 * the loader rejects or miss one it requires. Translations become `i18n: true` fields (written in
 * both the ka and en blocks); shared sub-fields of a translated object or list are duplicated in
 * en, as content/bilingual.ts expects; everything else is stored once, in ka.
 */
export type CmsField = Record<string, unknown> & { name: string; fields?: CmsField[] };

/** Per-field choices the schema cannot express, keyed by `collection.path.to.field`. */
export interface FieldOverride {
  label?: string;
  /** Help under the field (Sveltia's `hint`), Georgian first, then English. */
  hint?: string;
  widget?: Record<string, unknown>;
}

export interface FieldContext {
  collection: string;
  overrides: Record<string, FieldOverride>;
  /** Readable labels for enum values (e.g. the spec keys' labels from messages). */
  optionLabels: Record<string, Record<string, string>>;
  /** Long texts edited in a multi-line box. */
  longText: ReadonlySet<string>;
}

const defType = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: { type: string } } })._zod.def.type;

/** "speedPpm" → "Speed ppm", "validUntil" → "Valid until". */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface JsonLeaf {
  type?: string;
  enum?: (string | number)[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}
/** Leaf facts (enum values, integer, bounds, pattern) read from zod's JSON Schema output. */
const leafJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonLeaf;

interface CheckDef {
  pattern?: RegExp;
  error?: (issue: object) => unknown;
}
/** The schema's own message for its pattern ("must be a lowercase slug…"), shown by the editor. */
function patternMessage(schema: z.ZodType): string {
  const checks = (
    schema as unknown as { _zod: { def: { checks?: { _zod: { def: CheckDef } }[] } } }
  )._zod.def.checks;
  const check = checks?.map((c) => c._zod.def).find((d) => d.pattern && d.error);
  const message = check?.error?.({});
  return typeof message === 'string'
    ? message.charAt(0).toUpperCase() + message.slice(1)
    : 'Invalid format';
}

/** zod's int() bound is the safe-integer limit: no limit to show in the editor. */
const bound = (n: number | undefined) =>
  n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;

const isDate = (json: JsonLeaf) => json.pattern === '^\\d{4}-\\d{2}-\\d{2}$';
const isImagePath = (json: JsonLeaf) => !!json.pattern?.includes('svg|png|jpg|webp');

function leafWidget(name: string, schema: z.ZodType, key: string, ctx: FieldContext) {
  const json = leafJson(schema);
  if (json.enum) {
    const labels = ctx.optionLabels[key] ?? {};
    const options = json.enum.map((value) => ({
      value,
      label: labels[String(value)] ?? humanize(String(value)),
    }));
    return { widget: 'select', options };
  }
  if (json.type === 'boolean') return { widget: 'boolean', default: false };
  if (json.type === 'integer' || json.type === 'number') {
    const [min, max] = [bound(json.minimum), bound(json.maximum)];
    const bounds = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
    return { widget: 'number', value_type: json.type === 'integer' ? 'int' : 'float', ...bounds };
  }
  if (isDate(json))
    return {
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
    };
  if (isImagePath(json)) return { widget: 'image' };
  if (json.format === 'email') return { widget: 'string', type: 'email' };
  if (json.format === 'uri') return { widget: 'string', type: 'url' };
  if (ctx.longText.has(name)) return { widget: 'text' };
  const pattern = json.pattern ? { pattern: [json.pattern, patternMessage(schema)] } : {};
  return { widget: 'string', ...pattern };
}

/** One editor field for a schema field; `shared` marks a non-text field inside a translation. */
export function toCmsField(
  name: string,
  field: z.ZodType,
  path: string[],
  ctx: FieldContext,
  inTranslated = false,
): CmsField {
  const key = [ctx.collection, ...path].join('.');
  const override = ctx.overrides[key] ?? {};
  const schema = unwrap(field);
  // A list that may be empty is optional for the editor, which then omits it (schema default []).
  const canBeEmpty = !!itemOf(schema) && !isTranslation(schema) && !leafJson(schema).minItems;
  const base: CmsField = {
    name,
    label: override.label ?? humanize(name),
    required: !['optional', 'default'].includes(defType(field)) && !canBeEmpty,
    ...(override.hint && { hint: override.hint }),
  };
  const i18n = isTranslated(schema) ? { i18n: true } : inTranslated ? { i18n: 'duplicate' } : {};
  let widget: Record<string, unknown>;
  if (isTranslation(schema)) {
    const ka = fieldsOf(schema)?.ka;
    widget =
      ka && itemOf(ka)
        ? { widget: 'list', ...minItems(ka) }
        : { widget: ctx.longText.has(name) ? 'text' : 'string' };
  } else if (fieldsOf(schema)) {
    widget = { widget: 'object', fields: objectFields(schema, path, ctx) };
  } else if (itemOf(schema)) {
    const item = itemOf(schema)!;
    if (fieldsOf(item))
      widget = { widget: 'list', fields: objectFields(item, path, ctx), ...minItems(schema) };
    else {
      const leaf = leafWidget(name, item, key, ctx);
      widget =
        leaf.widget === 'select'
          ? { ...leaf, multiple: true, ...minItems(schema) }
          : { widget: 'list', ...minItems(schema) };
    }
  } else widget = leafWidget(name, schema, key, ctx);
  // An override replaces the derived widget; only the list length is kept from the schema.
  if (override.widget) widget = { ...('min' in widget && { min: widget.min }), ...override.widget };
  return { ...base, ...widget, ...i18n } as CmsField;
}

function minItems(list: z.ZodType) {
  const min = leafJson(list).minItems;
  return min ? { min } : {};
}

function objectFields(schema: z.ZodType, path: string[], ctx: FieldContext): CmsField[] {
  const translated = isTranslated(schema);
  return Object.entries(fieldsOf(schema) ?? {}).map(([name, field]) =>
    toCmsField(name, field, [...path, name], ctx, translated),
  );
}

/** The editor fields of an entry schema (top-level fields are never duplicated). */
export function entryFields(schema: z.ZodType, ctx: FieldContext): CmsField[] {
  return Object.entries(fieldsOf(schema) ?? {}).map(([name, field]) =>
    toCmsField(name, field, [name], ctx),
  );
}
