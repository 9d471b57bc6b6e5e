// Build-time only (the editor's config.yml): zod stays out of client bundles.
import 'server-only';
import { z } from 'zod';
import { fieldsOf, inEveryBlock, isTranslated, isTranslation, itemOf, unwrap } from '../bilingual';
import { georgianSpecValueMessage, georgianTextMessage } from '../fields/georgian-text';
import { imageExtensions } from '../fields/image-file';
import { inBoth, shown, type InBoth } from '../fields/two-languages';
import { issueMessage } from '../issue-message';
import { imagePath, isoDate, localizedText, specValueText } from '../schema';
import { labelOf } from './labels';
import { uploadHint } from './media-libraries';
import type { OptionLabels } from './option-labels';
import { hints, widgets } from './overrides';

/**
 * Editor fields derived from the zod schema, so the editor never offers a field the loader
 * rejects or misses one it requires. Translations are `i18n: true`; shared sub-fields of a
 * translated object or list `duplicate` (as bilingual.ts expects); the rest is stored in ka.
 */
export type CmsField = Record<string, unknown> & { name: string; fields?: CmsField[] };

interface FieldContext {
  collection: string;
  options: OptionLabels;
}

const longText = new Set(['description', 'summary', 'body', 'subtitle']);

const defType = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: { type: string } } })._zod.def.type;

/**
 * A pattern would hold for both language columns alike, so the Georgian rule is said in the help:
 * on the title field for the whole entry, and on a specification value.
 */
function georgianRule(schema: z.ZodType, path: string[]): InBoth | undefined {
  const message =
    schema === specValueText
      ? georgianSpecValueMessage
      : schema === localizedText && path.length === 1 && ['name', 'title'].includes(path[0]!)
        ? georgianTextMessage
        : undefined;
  if (!message) return undefined;
  const { ka, en } = inBoth(message);
  return { ka: `ქართული ტექსტი ${ka}.`, en: `The Georgian text ${en}.` };
}

const joined = (hints: InBoth[]): string | undefined => {
  const said = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
  const join = (language: keyof InBoth) => hints.map((h) => said(h[language])).join(' ');
  return hints.length ? shown({ ka: join('ka'), en: join('en') }) : undefined;
};

const listSize = (list: z.ZodType) => {
  const { minItems, maxItems } = leafJson(list);
  return { ...(minItems && { min: minItems }), ...(maxItems !== undefined && { max: maxItems }) };
};

/** One editor field for a schema field; `inTranslated` marks a field inside a translation. */
function toCmsField(
  name: string,
  field: z.ZodType,
  path: string[],
  ctx: FieldContext,
  inTranslated = false,
  rules: InBoth[] = [],
): CmsField {
  const key = [ctx.collection, ...path].join('.');
  const schema = unwrap(field);
  // A list that may be empty is optional for the editor, which then omits it (schema default []).
  const canBeEmpty = !!itemOf(schema) && !isTranslation(schema) && !leafJson(schema).minItems;
  const i18n = isTranslated(schema) ? { i18n: true } : inTranslated ? { i18n: 'duplicate' } : {};
  let widget = widgetOf(name, schema, path, ctx);
  // An override replaces the derived widget; only the list length is kept from the schema.
  if (widgets[key]) widget = { ...('min' in widget && { min: widget.min }), ...widgets[key] };
  // Typed values only: a calendar or an upload already keeps to its rule.
  const typed = ['string', 'text', 'number'].includes(String(widget.widget));
  const georgian = georgianRule(schema, path);
  const hint = joined([
    ...(hints[key] ? [hints[key]] : []),
    ...(georgian ? [georgian] : []),
    ...(widget.widget === 'image' ? [uploadHint(imageExtensions)] : []),
    ...((typed && !isTranslation(schema) && customRules(schema)['']) || []),
    ...rules,
  ]);
  const label = labelOf(ctx.collection, path);
  return {
    name,
    label: label ? shown(label) : humanize(name),
    required: !['optional', 'default'].includes(defType(field)) && !canBeEmpty,
    ...(hint && { hint }),
    ...widget,
    ...i18n,
  } as CmsField;
}

function widgetOf(
  name: string,
  schema: z.ZodType,
  path: string[],
  ctx: FieldContext,
): Record<string, unknown> {
  const options =
    ctx.options.byPath[[ctx.collection, ...path].join('.')] ?? ctx.options.byName[name];
  if (isTranslation(schema)) {
    const ka = fieldsOf(schema)?.ka;
    return ka && itemOf(ka)
      ? { widget: 'list', ...listSize(ka) }
      : { widget: longText.has(name) ? 'text' : 'string' };
  }
  if (fieldsOf(schema)) return { widget: 'object', fields: objectFields(schema, path, ctx) };
  const item = itemOf(schema);
  if (!item) return leafWidget(schema, options, longText.has(name));
  if (fieldsOf(item))
    return { widget: 'list', fields: objectFields(item, path, ctx), ...listSize(schema) };
  const one = leafWidget(item, options, false);
  return one.widget === 'select'
    ? { ...one, multiple: true, ...listSize(schema) }
    : { widget: 'list', ...listSize(schema) };
}

function objectFields(schema: z.ZodType, path: string[], ctx: FieldContext): CmsField[] {
  const translated = isTranslated(schema);
  const rules = customRules(unwrap(schema));
  return Object.entries(fieldsOf(schema) ?? {}).map(([name, field]) =>
    toCmsField(name, field, [...path, name], ctx, translated, rules[name]),
  );
}

/** The editor fields of an entry schema (top-level fields duplicated only if inEveryBlock). */
export function entryFields(schema: z.ZodType, ctx: FieldContext): CmsField[] {
  const rules = customRules(unwrap(schema));
  return Object.entries(fieldsOf(schema) ?? {}).map(([name, field]) =>
    toCmsField(name, field, [name], ctx, inEveryBlock.has(name), rules[name]),
  );
}

/**
 * The schema's rules as the editor can state them: zod's JSON Schema for what the editor checks
 * itself, and the schema's own messages, so the editor refuses a value in the check's words.
 */
type JsonLeaf = z.core.JSONSchema.JSONSchema;

const leafJson = (schema: z.ZodType): JsonLeaf =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });

interface CheckDef {
  check?: string;
  format?: string;
  path?: PropertyKey[];
  error?: (issue: object) => unknown;
}
const checksOf = (schema: z.ZodType) =>
  (
    (schema as unknown as { _zod: { def: { checks?: { _zod: { def: CheckDef } }[] } } })._zod.def
      .checks ?? []
  ).map((c) => c._zod.def);

const messageOf = (def: CheckDef | undefined) => {
  const message = def?.error?.({});
  return typeof message === 'string' ? message : undefined;
};

/** Both languages, the English capitalised, as the editor shows a message or a hint. */
const sentence = (message: string): InBoth => {
  const { ka, en } = inBoth(message);
  return { ka, en: en.charAt(0).toUpperCase() + en.slice(1) };
};

const patternMessage = (schema: z.ZodType, format = 'regex'): InBoth =>
  sentence(
    messageOf(checksOf(schema).find((d) => d.check === 'string_format' && d.format === format)) ??
      issueMessage({ code: 'invalid_format', format, input: '' } as never),
  );

/** Written as a literal, `/source/`: Sveltia splits a bare source ending in `/` as if flags followed. */
const editorPattern = (source: string, message: InBoth): [string, string] => [
  `/${source}/`,
  shown(message),
];

// zod's int() bound is the safe-integer limit: no limit to show.
const bound = (n: number | undefined) =>
  n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;

/** A number greater than zero as written: no minus sign, not all zeros. */
const moreThanZero = '^(?!-)(?!0*\\.?0*$)';

/**
 * The editor's min and max include the bound; "more than 0" is said with a pattern. Any other
 * exclusive bound stops the build rather than going unchecked.
 */
function numberRules(schema: z.ZodType, json: JsonLeaf) {
  const [min, max] = [bound(json.minimum), bound(json.maximum)];
  if (json.exclusiveMaximum !== undefined || (json.exclusiveMinimum ?? 0) !== 0)
    throw new Error(`the editor has no rule for the bounds ${JSON.stringify(json)}`);
  const message =
    messageOf(checksOf(schema).find((d) => d.check === 'greater_than')) ??
    issueMessage({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false } as never);
  return {
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
    ...(json.exclusiveMinimum === 0 && { pattern: editorPattern(moreThanZero, sentence(message)) }),
  };
}

/**
 * The schema's own rules the editor cannot check itself, keyed by the field they are about: ''
 * for the value's (a phone number, an IBAN; its help says them), a field's name for an object's
 * rule about it (a bundle price lower than the original one).
 */
function customRules(schema: z.ZodType): Record<string, InBoth[]> {
  const rules: Record<string, InBoth[]> = {};
  for (const def of checksOf(schema)) {
    const [field = ''] = def.path ?? [];
    const message = messageOf(def);
    if (def.check === 'custom' && typeof field === 'string' && message)
      (rules[field] ??= []).push(sentence(message));
  }
  return rules;
}

/** "speedPpm" → "Speed ppm": only for a name without a label, which a unit test forbids. */
function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The widget of a one-value field; dates and images are known by their zod object, not pattern. */
function leafWidget(
  schema: z.ZodType,
  options: Record<string, InBoth> | undefined,
  longText: boolean,
): Record<string, unknown> {
  const json = leafJson(schema);
  const inner = unwrap(schema);
  if (json.enum) {
    const labelled = json.enum.map((value) => {
      const label = options?.[String(value)];
      return { value, label: label ? shown(label) : humanize(String(value)) };
    });
    return { widget: 'select', options: labelled };
  }
  if (json.type === 'boolean') return { widget: 'boolean', default: false };
  if (json.type === 'integer' || json.type === 'number')
    return {
      widget: 'number',
      value_type: json.type === 'integer' ? 'int' : 'float',
      ...numberRules(inner, json),
    };
  if (inner === isoDate)
    return {
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
    };
  // No typed URL: the check takes links from the media library alone, which inserts them.
  if (inner === imagePath)
    return {
      widget: 'image',
      accept: imageExtensions.map((ext) => `.${ext}`).join(','),
      choose_url: false,
    };
  const type = json.format === 'email' ? 'email' : json.format === 'uri' ? 'url' : undefined;
  return {
    widget: longText ? 'text' : 'string',
    ...(type && { type }),
    ...(json.pattern && {
      pattern: editorPattern(json.pattern, patternMessage(inner, json.format ?? 'regex')),
    }),
    ...((json.minLength ?? 0) > 1 && { minlength: json.minLength }),
    ...(json.maxLength !== undefined && { maxlength: json.maxLength }),
  };
}
