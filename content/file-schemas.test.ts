/**
 * content/.schema/*.json (VS Code's YAML checks) are committed, so they must match the schema:
 * regenerated here and compared (run `npm run content:schemas` after a schema change). A unit
 * test rather than a build step: it needs no build, and the editor reads them from the checkout.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { fileJsonSchemas, fileSchema } from '@/content/cms/file-schema';
import { collections } from '@/content/schema';
import { fixtureRoot } from '../tests/support/content/fixture-content';

const committed = join(process.cwd(), 'content/.schema');

it.each(Object.entries(fileJsonSchemas()))(
  'content/.schema/%s.json is up to date',
  (name, schema) => {
    const file = JSON.parse(readFileSync(join(committed, `${name}.json`), 'utf8')) as unknown;
    expect(file).toEqual(JSON.parse(JSON.stringify(schema)));
  },
);

it('has no schema file for a collection that no longer exists', () => {
  const names = Object.keys(fileJsonSchemas()).map((n) => `${n}.json`);
  expect(readdirSync(committed).sort()).toEqual(names.sort());
});

it('accepts the fixture files and rejects English text for a shared field', () => {
  for (const { folder, schema } of Object.values(collections)) {
    const dir = join(fixtureRoot, folder);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
      const result = fileSchema(schema).safeParse(parse(readFileSync(join(dir, file), 'utf8')));
      expect([file, result.error?.issues ?? []]).toEqual([file, []]);
    }
  }
  const product = collections.products.schema;
  const bad = fileSchema(product).safeParse({ ka: {}, en: { id: 'x' } });
  expect(bad.error?.issues.some((i) => i.path.join('.') === 'en')).toBe(true);
});
