/**
 * The editor config is generated from the schema; these walks fail when a schema field has no
 * editor field (or the other way round), when a text is not translated in the editor, and when
 * the override map names a field that no longer exists.
 */
import type { z } from 'zod';
import {
  fieldsOf,
  inEveryBlock,
  isTranslated,
  isTranslation,
  itemOf,
  unwrap,
} from '@/content/bilingual';
import { isImagePath } from '@/content/fields/image-file';
import { backendFromEnv, cmsConfig } from '@/content/cms/config';
import type { CmsField } from '@/content/cms/fields';
import { hints, widgets } from '@/content/cms/overrides';
import { collections, imagePath, singleFiles, specKeys } from '@/content/schema';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';

const config = cmsConfig(backendFromEnv({}), { ka, en });
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
      const duplicated = inTranslated || inEveryBlock.has(editor.name);
      const expected = isTranslated(field) ? true : duplicated ? 'duplicate' : undefined;
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
  // And the one-file entries: company (with the single files), then Bulk update.
  expect(config.collections).toHaveLength(Object.keys(collections).length + 2);
});

it('overrides name existing fields, and relations point at a collection by its id field', () => {
  for (const key of [...Object.keys(hints), ...Object.keys(widgets)]) {
    const [collection = '', ...path] = key.split('.');
    expect([key, editorPaths(fieldsFor(collection)).includes(path.join('.'))]).toEqual([key, true]);
    const widget = widgets[key] ?? {};
    if (widget.widget === 'relation') {
      const target = collections[widget.collection as keyof typeof collections];
      expect(widget.value_field).toBe(target.idField);
    }
  }
});

it('labels every specification key from the messages, in both languages', () => {
  const specs = fieldsFor('products').find((f) => f.name === 'specifications');
  const key = specs?.fields?.find((f) => f.name === 'key');
  const options = key?.options as { value: string; label: string }[];
  expect(options.map((o) => o.value)).toEqual([...specKeys]);
  for (const option of options) {
    const value = option.value as 'speed';
    expect(option.label).toBe(`${ka.ProductSpecs[value]} / ${en.ProductSpecs[value]}`);
  }
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

/** Every editor field with its schema field, in every collection. */
const allPairs = schemas.flatMap(([name, schema]) => {
  const pairs: { collection: string; field: z.ZodType; editor: CmsField }[] = [];
  eachPair(schema, fieldsFor(name), (field, editor) =>
    pairs.push({ collection: name, field, editor }),
  );
  return pairs;
});
const georgianThenEnglish = /^.*[\u10A0-\u10FF].* \/ [^\u10A0-\u10FF]+$/;

describe('the editor speaks Georgian and English', () => {
  it('labels every field from the label tables, Georgian first', () => {
    for (const { collection, editor } of allPairs)
      expect([collection, editor.name, editor.label]).toEqual([
        collection,
        editor.name,
        expect.stringMatching(georgianThenEnglish),
      ]);
  });

  it('labels every choice of every select, and every collection', () => {
    const selects = allPairs.filter(({ editor }) => editor.widget === 'select');
    expect(selects.length).toBeGreaterThan(10);
    for (const { editor } of selects)
      for (const option of editor.options as { value: string; label: string }[])
        if (option.label !== String(option.value))
          expect([editor.name, option.label]).toEqual([
            editor.name,
            expect.stringMatching(georgianThenEnglish),
          ]);
    for (const c of config.collections) expect(c.label).toMatch(georgianThenEnglish);
  });

  it('gives every help text and pattern message in both languages', () => {
    for (const { editor } of allPairs) {
      if (editor.hint)
        expect([editor.name, editor.hint]).toEqual([
          editor.name,
          expect.stringMatching(/[\u10A0-\u10FF].* \/ [A-Z0-9"]/),
        ]);
      const pattern = editor.pattern as [string, string] | undefined;
      if (pattern) expect(pattern[1]).toMatch(/[\u10A0-\u10FF].* \/ [A-Z]/);
    }
  });
});

/** A `pattern` string as Sveltia 0.221 reads it (services/utils/regex.js, getRegex). */
function sveltiaRegex(input: string): RegExp {
  const parts = /^\/?(?<pattern>.+?)(?:\/(?<flags>[dgimsuy]*))?$/.exec(input)?.groups ?? {};
  return new RegExp(parts.pattern!, parts.flags);
}

/** Whether the editor takes a value, by the rules it was given (as Sveltia 0.221 checks them). */
function editorTakes(editor: CmsField, value: string | number): boolean {
  const { min, max, pattern, minlength, maxlength, value_type } = editor as {
    min?: number;
    max?: number;
    pattern?: [string, string];
    minlength?: number;
    maxlength?: number;
    value_type?: string;
  };
  if (typeof value === 'number') {
    if (value_type === 'int' && !Number.isInteger(value)) return false;
    if (min !== undefined && value < min) return false;
    if (max !== undefined && value > max) return false;
  } else {
    if (minlength !== undefined && value.length < minlength) return false;
    if (maxlength !== undefined && value.length > maxlength) return false;
  }
  return !pattern || sveltiaRegex(pattern[0]).test(String(value));
}

/** Rules only zod states (a refine: a phone number, an IBAN); their help says them instead. */
const hasCustomRule = (field: z.ZodType) =>
  (
    (
      unwrap(field) as unknown as {
        _zod: { def: { checks?: { _zod: { def: { check: string } } }[] } };
      }
    )._zod.def.checks ?? []
  ).some((c) => c._zod.def.check === 'custom');

describe('one set of rules: the editor refuses what the check refuses', () => {
  const numbers = [
    -95, -1, 0, 0.05, 0.5, 1, 1.5, 18, 29, 30, 90, 91, 100, 101, 365, 366, 1989, 2000, 2101,
  ];
  const texts = [
    '10:00',
    '23:59',
    '99:99',
    '19.00',
    '24:00',
    'c3030',
    'C3030',
    'a'.repeat(81),
    '+995 32 2 00 00 00',
    'call us',
    'https://example.ge/a',
    'http://example.ge',
    '/catalog/office',
    '//evil.example',
    'dealer@example.ge',
    'GE',
    'GEO',
    'print_centre',
  ];

  it.each(['number', 'string'])('for every %s field, on sample values', (widget) => {
    const pairs = allPairs.filter(({ editor }) => editor.widget === widget && !editor.i18n);
    expect(pairs.length).toBeGreaterThan(5);
    for (const { collection, field, editor } of pairs) {
      if (hasCustomRule(field)) continue;
      for (const value of widget === 'number' ? numbers : texts)
        expect([collection, editor.name, value, editorTakes(editor, value)]).toEqual([
          collection,
          editor.name,
          value,
          unwrap(field).safeParse(value).success,
        ]);
    }
  });

  it('refuses a price of −95 or 0 with the check’s own words', () => {
    const price = fieldsFor('products').find((f) => f.name === 'price')!;
    const amount = price.fields!.find((f) => f.name === 'amount')!;
    expect([-95, 0].map((v) => editorTakes(amount, v))).toEqual([false, false]);
    expect([0.5, 12500].map((v) => editorTakes(amount, v))).toEqual([true, true]);
    expect((amount.pattern as string[])[1]).toBe('უნდა იყოს 0-ზე მეტი / Must be more than 0');
  });

  it('takes only real times, 00:00 to 23:59', () => {
    const hours = fieldsFor('company').find((f) => f.name === 'hours')!;
    const closes = hours.fields!.find((f) => f.name === 'closes')!;
    expect(['99:99', '19.00', '24:00', '9:00'].map((v) => editorTakes(closes, v))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['00:00', '19:00', '23:59'].map((v) => editorTakes(closes, v))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('sizes lists as the schema does: a product needs one photo', () => {
    const images = fieldsFor('products').find((f) => f.name === 'images')!;
    expect(images).toMatchObject({ widget: 'list', min: 1, required: true });
  });
});

describe('photos', () => {
  it('every image field of the schema is an upload, and no other field is', () => {
    for (const { collection, field, editor } of allPairs)
      expect([collection, editor.name, editor.widget === 'image']).toEqual([
        collection,
        editor.name,
        unwrap(field) === imagePath,
      ]);
    expect(allPairs.filter(({ editor }) => editor.widget === 'image').length).toBeGreaterThan(5);
  });

  it('accepts the formats the check takes, into the folder the check looks in', () => {
    const logo = fieldsFor('partners').find((f) => f.name === 'logo')!;
    for (const ext of String(logo.accept).split(','))
      expect([ext, isImagePath(`/uploads/a${ext}`)]).toEqual([ext, true]);
    expect(config).toMatchObject({ media_folder: 'public/uploads', public_folder: '/uploads' });
  });

  it('names uploads in plain Latin, and keeps shrinking photos in the browser', () => {
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true });
    expect(config.media_libraries).toMatchObject({
      default: {
        config: {
          slugify_filename: true,
          transformations: { raster_image: { format: 'webp', width: 2000, height: 2000 } },
        },
      },
    });
  });
});
