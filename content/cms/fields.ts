// Build-time only (the editor's config.yml): zod stays out of client bundles.
import 'server-only';
import type { z } from 'zod';
import { fieldsOf, inEveryBlock, isTranslated, isTranslation, itemOf, unwrap } from '../bilingual';
import { georgianSpecValueMessage, georgianTextMessage } from '../fields/georgian-text';
import { inBoth, shown, type InBoth } from '../fields/two-languages';
import { localizedText, specValueText } from '../schema';
import { labelOf } from './labels';
import { humanize, leafWidget } from './leaf-widget';
import type { OptionLabels } from './option-labels';
import { uploadHint } from './media-libraries';
import { customRules, fieldRules, leafJson } from './rules';
import { imageExtensions } from '../fields/image-file';

/**
 * Editor fields derived from the zod schema, so the editor never offers a field the loader
 * rejects or misses one it requires. Translations are `i18n: true`; shared sub-fields of a
 * translated object or list `duplicate` (as bilingual.ts expects); the rest is stored in ka.
 */
export type CmsField = Record<string, unknown> & { name: string; fields?: CmsField[] };

/** Per-field choices the schema cannot express, keyed by `collection.path.to.field`. */
export interface FieldOverride {
  hint?: InBoth;
  widget?: Record<string, unknown>;
}

export interface FieldContext {
  collection: string;
  overrides: Record<string, FieldOverride>;
  options: OptionLabels;
  longText: ReadonlySet<string>;
}

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
export function toCmsField(
  name: string,
  field: z.ZodType,
  path: string[],
  ctx: FieldContext,
  inTranslated = false,
  rules: InBoth[] = [],
): CmsField {
  const key = [ctx.collection, ...path].join('.');
  const override = ctx.overrides[key] ?? {};
  const schema = unwrap(field);
  // A list that may be empty is optional for the editor, which then omits it (schema default []).
  const canBeEmpty = !!itemOf(schema) && !isTranslation(schema) && !leafJson(schema).minItems;
  const i18n = isTranslated(schema) ? { i18n: true } : inTranslated ? { i18n: 'duplicate' } : {};
  let widget = widgetOf(name, schema, path, ctx);
  // An override replaces the derived widget; only the list length is kept from the schema.
  if (override.widget) widget = { ...('min' in widget && { min: widget.min }), ...override.widget };
  // Typed values only: a calendar or an upload already keeps to its rule.
  const typed = ['string', 'text', 'number'].includes(String(widget.widget));
  const georgian = georgianRule(schema, path);
  const hints = [
    ...(override.hint ? [override.hint] : []),
    ...(georgian ? [georgian] : []),
    ...(widget.widget === 'image' ? [uploadHint(imageExtensions)] : []),
    ...(typed && !isTranslation(schema) ? customRules(schema) : []),
    ...rules,
  ];
  const label = labelOf(ctx.collection, path);
  const hint = joined(hints);
  const base: CmsField = {
    name,
    label: label ? shown(label) : humanize(name),
    required: !['optional', 'default'].includes(defType(field)) && !canBeEmpty,
    ...(hint && { hint }),
  };
  return { ...base, ...widget, ...i18n } as CmsField;
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
      : { widget: ctx.longText.has(name) ? 'text' : 'string' };
  }
  if (fieldsOf(schema)) return { widget: 'object', fields: objectFields(schema, path, ctx) };
  const item = itemOf(schema);
  if (!item) return leafWidget(schema, options, ctx.longText.has(name));
  if (fieldsOf(item))
    return { widget: 'list', fields: objectFields(item, path, ctx), ...listSize(schema) };
  const one = leafWidget(item, options, false);
  return one.widget === 'select'
    ? { ...one, multiple: true, ...listSize(schema) }
    : { widget: 'list', ...listSize(schema) };
}

function objectFields(schema: z.ZodType, path: string[], ctx: FieldContext): CmsField[] {
  const translated = isTranslated(schema);
  const rules = fieldRules(unwrap(schema));
  return Object.entries(fieldsOf(schema) ?? {}).map(([name, field]) =>
    toCmsField(name, field, [...path, name], ctx, translated, rules[name]),
  );
}

/** The editor fields of an entry schema (top-level fields duplicated only if inEveryBlock). */
export function entryFields(schema: z.ZodType, ctx: FieldContext): CmsField[] {
  const rules = fieldRules(unwrap(schema));
  return Object.entries(fieldsOf(schema) ?? {}).map(([name, field]) =>
    toCmsField(name, field, [name], ctx, inEveryBlock.has(name), rules[name]),
  );
}
