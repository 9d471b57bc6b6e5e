// Build and test time only (content:format, the catalogue import, the unit tests).
import 'server-only';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import en from '../../messages/en.json';
import ka from '../../messages/ka.json';
import { backendFromEnv, cmsConfig } from './config';
import { isRecord } from '../bilingual';
import type { CmsField } from './fields';

/**
 * Content files as the editor (Sveltia CMS 0.221.1) writes them, so a save's diff is the dealer's
 * change alone. On save it 1. fills absent fields with their defaults (in en only translated
 * ones, a `duplicate` copied from ka; draft/create/normalize.js, fields/<type>/defaults.js),
 * 2. trims texts, 3. writes fields in the config's order, then the rest sorted, leaving out an
 * optional field's empty value (draft/save/serialize.js), 4. stringifies with yaml (file/format.js).
 * tests/e2e/admin.spec.ts checks this against the editor itself.
 */
const editorYamlOptions = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: 'PLAIN',
  defaultStringType: 'PLAIN',
  singleQuote: true,
} as const;

export const formatCommand = 'npm run content:format';

const editorYaml = (data: unknown) => `${stringify(data, null, editorYamlOptions).trim()}\n`;

type Field = CmsField & {
  widget?: string;
  required?: boolean;
  i18n?: boolean | 'duplicate';
  default?: unknown;
  multiple?: boolean;
  options?: { value: unknown }[];
};
type Block = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);
const isRequired = (field: Field) => field.required !== false;

/** Widgets whose defaults this module knows; any other fails loudly. */
const known = 'string text number boolean select relation datetime image list object'.split(' ');

function defaultOf(field: Field, locale: string): unknown {
  const { widget = 'string' } = field;
  if (!known.includes(widget)) throw new Error(`editor-form: no default for widget ${widget}`);
  if (widget === 'boolean') return typeof field.default === 'boolean' ? field.default : false;
  if (widget === 'list') return Array.isArray(field.default) ? field.default : [];
  if (widget === 'number') return field.default ?? null;
  if (widget === 'object') {
    if (field.default !== undefined) throw new Error('editor-form: no object defaults');
    if (!isRequired(field)) return null;
    return fill(field.fields ?? [], {}, locale, undefined);
  }
  if (widget === 'select' || widget === 'relation') {
    if (field.multiple) return Array.isArray(field.default) ? field.default : [];
    if (field.default !== undefined) return field.default;
    const first = field.options?.[0]?.value;
    return first === undefined || typeof first === 'string' ? '' : null;
  }
  return typeof field.default === 'string' ? field.default : '';
}

/** Step 1: every field present, as the editor's draft holds it after opening the file. */
function fill(fields: Field[], block: Block, locale: string, ka: Block | undefined): Block {
  const out: Block = { ...block };
  for (const field of fields) {
    const value = block[field.name];
    const kaValue = ka?.[field.name];
    const present = Object.hasOwn(block, field.name) && value !== undefined;
    // A duplicated value is ka's, as the editor copies it on save (`order` after an import).
    if (locale !== 'ka' && field.i18n === 'duplicate' && !field.fields && kaValue !== undefined)
      out[field.name] = kaValue;
    else if (present && !(isRecord(value) && Object.keys(value).length === 0))
      out[field.name] = nested(field, value, locale, kaValue);
    // Outside the default language only translated fields are filled; a duplicated one from ka.
    else if (locale !== 'ka' && field.i18n === 'duplicate' && kaValue !== undefined)
      out[field.name] = kaValue;
    else if (locale === 'ka' || field.i18n) out[field.name] = defaultOf(field, locale);
  }
  return out;
}

/** A present value's sub-fields filled: a group's, or each item's of a list of groups. */
function nested(field: Field, value: unknown, locale: string, ka: unknown): unknown {
  if (!field.fields) return value;
  if (field.widget === 'object' && isRecord(value))
    return fill(field.fields, value, locale, isRecord(ka) ? ka : undefined);
  if (field.widget === 'list' && Array.isArray(value))
    return value.map((item, i) =>
      isRecord(item)
        ? fill(
            field.fields!,
            item,
            locale,
            Array.isArray(ka) && isRecord(ka[i]) ? ka[i] : undefined,
          )
        : item,
    );
  return value;
}

const trimmed = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.trim()
    : Array.isArray(value)
      ? value.map(trimmed)
      : isRecord(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]))
        : value;

/** Steps 2 and 3: trimmed, in the config's order, empty optional values left out. */
function finish(fields: Field[], block: Block): Block {
  const out: Block = {};
  for (const field of fields) {
    if (!Object.hasOwn(block, field.name)) continue;
    let value = trimmed(block[field.name]);
    if (!isRequired(field) && isEmpty(value)) continue;
    if (field.fields && isRecord(value)) {
      // A group is written through its sub-fields: one left with none of them is not written.
      value = finish(field.fields, value);
      if (Object.keys(value as Block).length === 0) continue;
    } else if (field.fields && Array.isArray(value))
      value = value.map((item) => (isRecord(item) ? finish(field.fields!, item) : item));
    out[field.name] = value;
  }
  const names = new Set(fields.map((f) => f.name));
  for (const key of Object.keys(block).sort()) if (!names.has(key)) out[key] = trimmed(block[key]);
  return out;
}

function editorForm(fields: CmsField[], data: unknown): unknown {
  if (!isRecord(data)) return data;
  const kaBlock = isRecord(data.ka) ? fill(fields, data.ka, 'ka', undefined) : undefined;
  const enBlock = isRecord(data.en) ? fill(fields, data.en, 'en', kaBlock) : undefined;
  return {
    ...(kaBlock && { ka: finish(fields, kaBlock) }),
    ...(enBlock && { en: finish(fields, enBlock) }),
  };
}

let config: ReturnType<typeof cmsConfig> | undefined;

/** The editor fields of a file inside content/ (products/x.yaml, company.yaml), if any. */
function editorFieldsOf(path: string): CmsField[] | undefined {
  config ??= cmsConfig(backendFromEnv({}), { ka, en });
  const full = `content/${path.split('\\').join('/')}`;
  for (const collection of config.collections) {
    if ('folder' in collection && full.startsWith(`${collection.folder}/`))
      return full.slice(collection.folder.length + 1).includes('/') ? undefined : collection.fields;
    if ('files' in collection)
      for (const file of collection.files) if (file.file === full) return file.fields;
  }
  return undefined;
}

/** The text the editor writes for a content file holding `data`. */
export function editorFile(path: string, data: unknown): string {
  const fields = editorFieldsOf(path);
  if (!fields) throw new Error(`editor-form: content/${path} is no file of the editor`);
  return editorYaml(editorForm(fields, data));
}

/** The .yaml files under a content folder, as paths inside it. */
export function contentYamlFiles(root: string, dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      // content/bulk/ holds the Bulk update entry (a workbook's name), not site content.
      if (entry.isDirectory())
        return entry.name.startsWith('.') || path === 'bulk' ? [] : contentYamlFiles(root, path);
      return entry.isFile() && entry.name.endsWith('.yaml') ? [path] : [];
    });
}

/** The files not in the editor's form, each with its editor text (undefined: no valid YAML). */
export function filesNotInEditorForm(root: string): { path: string; text?: string }[] {
  return contentYamlFiles(root).flatMap((path) => {
    const now = readFileSync(join(root, path), 'utf8');
    let text: string | undefined;
    try {
      text = editorFile(path, parse(now));
    } catch {
      text = undefined;
    }
    return text === now ? [] : [{ path, text }];
  });
}
