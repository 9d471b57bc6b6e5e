/**
 * The editor config is generated from the schema; these walks fail when a schema field has no
 * editor field (or the other way round), when a text is not translated in the editor, and when
 * the override map names a field that no longer exists.
 */
import type { z } from 'zod';
import { fieldsOf, isTranslated, isTranslation, itemOf } from '@/content/bilingual';
import { backendFromEnv, cmsConfig, overrides } from '@/content/cms/config';
import type { CmsField } from '@/content/cms/fields';
import { collections, companySchema, singleFiles, specKeys } from '@/content/schema';
import messages from '@/messages/en.json';

const config = cmsConfig(backendFromEnv({}), messages.ProductSpecs);
const byName = new Map(config.collections.map((c) => [c.name, c]));
/** A folder collection's fields, or a one-file entry's (company, rental, serviceArea). */
const fieldsFor = (name: string): CmsField[] => {
  const collection = byName.get(name);
  if (collection)
    return 'files' in collection ? (collection.files[0]?.fields ?? []) : collection.fields;
  const file = config.collections
    .flatMap((c) => ('files' in c ? c.files : []))
    .find((f) => f.name === name);
  if (!file) throw new Error(`no editor collection ${name}`);
  return file.fields;
};

const schemas: [string, z.ZodType][] = [
  ...Object.entries(collections).map(([n, c]) => [n, c.schema] as [string, z.ZodType]),
  ['company', companySchema],
  ...Object.entries(singleFiles).map(([n, f]) => [n, f.schema] as [string, z.ZodType]),
];

/** Every field path of a schema (texts are leaves), e.g. images.alt. */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  if (isTranslation(schema)) return [];
  const fields = fieldsOf(schema) ?? fieldsOf(itemOf(schema) ?? schema) ?? {};
  return Object.entries(fields).flatMap(([name, field]) => [
    `${prefix}${name}`,
    ...schemaPaths(field, `${prefix}${name}.`),
  ]);
}
function editorPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((f) => [
    `${prefix}${f.name}`,
    ...editorPaths(f.fields ?? [], `${prefix}${f.name}.`),
  ]);
}

/** Walks schema and editor fields side by side. */
function eachPair(
  schema: z.ZodType,
  fields: CmsField[],
  visit: (field: z.ZodType, editor: CmsField, inTranslated: boolean) => void,
  inTranslated = false,
) {
  const shape = fieldsOf(itemOf(schema) ?? schema) ?? {};
  for (const editor of fields) {
    const field = shape[editor.name];
    if (!field) continue;
    visit(field, editor, inTranslated);
    if (editor.fields) eachPair(field, editor.fields, visit, isTranslated(field));
  }
}

describe.each(schemas)('editor collection %s', (name, schema) => {
  const fields = fieldsFor(name);

  it('has exactly the fields of the schema', () => {
    expect(editorPaths(fields).sort()).toEqual(schemaPaths(schema).sort());
  });

  it('translates texts, duplicates shared sub-fields and keeps the rest in ka only', () => {
    eachPair(schema, fields, (field, editor, inTranslated) => {
      const expected = isTranslated(field) ? true : inTranslated ? 'duplicate' : undefined;
      expect([editor.name, editor.i18n]).toEqual([editor.name, expected]);
    });
  });

  it('requires what the schema requires', () => {
    eachPair(schema, fields, (field, editor) => {
      const optional = field.safeParse(undefined).success;
      if (optional) expect([editor.name, editor.required]).toEqual([editor.name, false]);
      if (editor.required === false && !optional) throw new Error(`${name}.${editor.name}`);
    });
  });
});

it('every collection of the registry is a folder collection named by its id field', () => {
  for (const [name, { folder, idField }] of Object.entries(collections)) {
    expect(byName.get(name)).toMatchObject({
      folder: `content/${folder}`,
      identifier_field: idField,
      slug: `{{${idField}}}`,
      format: 'yaml',
      i18n: true,
    });
  }
  expect(config.collections).toHaveLength(Object.keys(collections).length + 1);
});

it('overrides name existing fields, and relations point at a collection by its id field', () => {
  for (const [key, override] of Object.entries(overrides)) {
    const [collection = '', ...path] = key.split('.');
    expect([key, editorPaths(fieldsFor(collection)).includes(path.join('.'))]).toEqual([key, true]);
    const widget = override.widget ?? {};
    if (widget.widget === 'relation') {
      const target = collections[widget.collection as keyof typeof collections];
      expect(widget.value_field).toBe(target.idField);
    }
  }
});

it('labels every specification key from the messages', () => {
  const specs = fieldsFor('products').find((f) => f.name === 'specifications');
  const key = specs?.fields?.find((f) => f.name === 'key');
  const options = key?.options as { value: string; label: string }[];
  expect(options.map((o) => o.value)).toEqual([...specKeys]);
  for (const option of options)
    expect(option.label).toBe(messages.ProductSpecs[option.value as 'speed']);
});

it('takes the backend from the build variables', () => {
  expect(backendFromEnv({})).toEqual({ name: 'github', branch: 'main' });
  expect(
    backendFromEnv({ CMS_REPO: 'dealer/site', CMS_BRANCH: 'content', CMS_BASE_URL: 'https://a.b' }),
  ).toEqual({ name: 'github', repo: 'dealer/site', branch: 'content', base_url: 'https://a.b' });
});

it('edits ka and en side by side, Georgian first and default', () => {
  expect(config.i18n).toEqual({
    structure: 'single_file',
    locales: ['ka', 'en'],
    default_locale: 'ka',
  });
  expect(config.editor).toEqual({ preview: false });
});
