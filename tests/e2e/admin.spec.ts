/**
 * The content editor (Sveltia CMS, self-hosted at /gps-app/admin/ by scripts/cms/build-admin.mjs)
 * against the built export, offline: every request that leaves the test server is refused.
 *
 * Sveltia's in-browser test backend (`backend: name: test-repo`) stands in for GitHub: it reads
 * and writes the browser's origin-private file system (OPFS), folder `sveltia-cms-test`. Each test
 * seeds that folder with this repository's content/ files from a stub page on the same origin,
 * then serves the built config.yml with only its backend replaced, so everything else (the
 * collections, fields, widgets, i18n) is exactly what the dealer gets.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { readSite } from '../../content/load';
import { publishedContent } from '../../content/published';
import { openingHoursValues } from '../../lib/format-hours';
import { formatMoney } from '../../lib/format';
import { collections } from '../../content/schema';
import { base, exportedPages, outDir } from './out-pages';
import { productPath, siteContent } from './site-content';

const admin = `${base}/admin/`;
const contentDir = join(process.cwd(), 'content');
/** The folder of the origin-private file system that Sveltia's test backend uses as the repo. */
const testRepo = 'sveltia-cms-test';

interface EditorField {
  name: string;
  label: string;
  widget?: string;
  fields?: EditorField[];
  options?: { value: string | number; label: string }[];
  pattern?: [string, string];
}
interface EditorCollection {
  name: string;
  label: string;
  folder?: string;
  identifier_field?: string;
  files?: { name: string; file: string; fields: EditorField[] }[];
  fields?: EditorField[];
}
/** The editor configuration as built (out/admin/config.yml). */
const config = parse(readFileSync(join(outDir, 'admin', 'config.yml'), 'utf8')) as {
  backend: { name: string };
  collections: EditorCollection[];
};

/** content/**.yaml as repository paths (content/products/x.yaml) with their text. */
function contentFiles(dir = contentDir, prefix = 'content'): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return contentFiles(join(dir, entry.name), path);
    return entry.name.endsWith('.yaml')
      ? [{ path, text: readFileSync(join(dir, entry.name), 'utf8') }]
      : [];
  });
}
const seedFiles = contentFiles();
/** How many entries the editor should list for a collection: its files in the seeded repo. */
const entryCount = (c: EditorCollection) =>
  c.files?.length ?? seedFiles.filter((f) => f.path.startsWith(`${c.folder}/`)).length;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Sveltia wraps names in its labels in invisible isolation marks: "Edit ⁨Georgian⁩ Content". */
const editorPane = (page: Page, language: 'Georgian' | 'English') =>
  page.getByRole('group', { name: new RegExp(`^Edit\\W+${language}\\W+Content$`) });
const fieldGroup = (page: Page, language: 'Georgian' | 'English', label: string) =>
  editorPane(page, language).getByRole('group', {
    name: new RegExp(`^\\W+${escapeRegExp(label)}\\W+Field$`),
  });

// Sveltia is a large single-page app: generous, bounded waits for its first screens.
const appTimeout = 60_000;
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

interface Editor {
  /** Requests to anywhere but the test server (all refused). */
  external: string[];
  /** Uncaught errors and console errors of the editor page. */
  problems: string[];
  /** Console warnings: Sveltia warns there of config options it does not know or ignores. */
  warnings: string[];
}

/** Serves the built config.yml with only its backend replaced by the in-browser test one. */
async function serveTestBackendConfig(page: Page) {
  // Sveltia fetches config.yml with a cache-busting query: match the path only.
  await page.route(
    (url) => url.pathname === `${admin}config.yml`,
    async (route) => {
      const response = await route.fetch();
      const built = parse(await response.text()) as Record<string, unknown>;
      const body = stringify({ ...built, backend: { name: 'test-repo' } });
      await route.fulfill({ response, body, contentType: 'application/yaml' });
    },
  );
}

/** Seeds the test repository, opens the editor with the test backend and signs in. */
async function openEditor(page: Page): Promise<Editor> {
  const editor: Editor = { external: [], problems: [], warnings: [] };
  await page.context().route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => {
      editor.external.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  page.on('pageerror', (error) => editor.problems.push(`uncaught: ${error.message}`));
  // Every console error counts, the page policy's refusals included: a request the policy
  // blocks never reaches the network (or the route above), so it shows only here.
  page.on('console', (message) => {
    if (message.type() === 'error') editor.problems.push(`console: ${message.text()}`);
    if (message.type() === 'warning') editor.warnings.push(message.text());
  });

  await page.route(
    (url) => url.pathname === `${admin}seed`,
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>seed</title>' }),
  );
  await page.goto(`${admin}seed`);
  await page.evaluate(
    async ({ files, folder }) => {
      const opfs = await navigator.storage.getDirectory();
      await opfs.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const repo = await opfs.getDirectoryHandle(folder, { create: true });
      for (const { path, text } of files) {
        const parts = path.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true });
        const file = await dir.getFileHandle(parts[parts.length - 1]!, { create: true });
        const writable = await file.createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { files: seedFiles, folder: testRepo },
  );

  await serveTestBackendConfig(page);
  await page.goto(admin);
  await page.getByRole('button', { name: 'Work with Test Repository' }).click({
    timeout: appTimeout,
  });
  await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible({
    timeout: appTimeout,
  });
  return editor;
}

/** The first bytes of a file of the test repository (an uploaded photo). */
const repoFileHead = (page: Page, path: string) =>
  page.evaluate(
    async ({ path, folder }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      const parts = path.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const file = await (await dir.getFileHandle(parts[parts.length - 1]!)).getFile();
      return [...new Uint8Array(await file.slice(0, 16).arrayBuffer())];
    },
    { path, folder: testRepo },
  );

/** A file of the test repository as the editor left it. */
const repoFile = (page: Page, path: string) =>
  page.evaluate(
    async ({ path, folder }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      const parts = path.split('/');
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const file = await dir.getFileHandle(parts[parts.length - 1]!);
      return (await file.getFile()).text();
    },
    { path, folder: testRepo },
  );

/** When a file of the test repository was last written (ms), 0 while it is being written. */
const repoFileTime = (page: Page, path: string) =>
  page
    .evaluate(
      async ({ path, folder }) => {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
        const parts = path.split('/');
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return (await (await dir.getFileHandle(parts[parts.length - 1]!)).getFile()).lastModified;
      },
      { path, folder: testRepo },
    )
    .catch(() => 0);

/** A file of the test repository once a save has written it again (after `since`). */
async function writtenFile(page: Page, path: string, since: number) {
  await expect.poll(() => repoFileTime(page, path), { timeout: 10_000 }).toBeGreaterThan(since);
  return repoFile(page, path);
}

/** The lines two texts of one file differ in, as [before, after]; every line if they differ in number. */
function changedLines(before: string, after: string): [string, string][] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  if (a.length !== b.length) return a.map((line, i) => [line, b[i] ?? '']);
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]!] as [string, string]]));
}

/**
 * A product opens with its preview beside the Georgian fields (Sveltia's default where a
 * collection has a preview, content/cms/config.ts); the English fields are one switch away,
 * above that pane, and the editor keeps the choice for the collection.
 */
async function showEnglishBeside(page: Page) {
  // The pane switches (with their Preview choice) show once the editor has laid out its panes.
  const preview = page.getByRole('radio', { name: 'Preview' }).first();
  await expect(preview).toBeVisible({ timeout: appTimeout });
  if (await editorPane(page, 'English').isVisible()) return;
  await page.getByRole('radio', { name: 'English' }).last().click();
  await expect(editorPane(page, 'English')).toBeVisible();
}

/** Opens an entry by its address in the editor (`#/collections/products/entries/<id>`). */
async function openEntryAt(page: Page, collection: string, entry: string) {
  await page.goto(`${admin}#/collections/${collection}/entries/${entry}`);
  await expect(editorPane(page, 'Georgian')).toBeVisible({ timeout: appTimeout });
  if (collection === 'products') await showEnglishBeside(page);
}

/** Saves the open entry; the editor closes it once saved (its default), back to the list. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editorPane(page, 'Georgian')).toBeHidden({ timeout: appTimeout });
  // Its way back must be over before the next entry is opened by address.
  await expect(page).not.toHaveURL(/\/entries\//);
}

/**
 * Before any edit the editor may already offer to save an entry it just opened (a field settling
 * its value as it is shown): saved so, the file must be written as it was. Leaves the entry open.
 */
async function saveUnchanged(page: Page, collection: string, entry: string, file: string) {
  if (!(await page.getByRole('button', { name: 'Save', exact: true }).isEnabled())) return;
  const seeded = seedFiles.find((f) => f.path === file)!.text;
  const since = await repoFileTime(page, file);
  await save(page);
  expect(await writtenFile(page, file, since), `${file} saved unchanged`).toBe(seeded);
  await openEntryAt(page, collection, entry);
}

async function openEntry(page: Page, collectionLabel: string, id: string) {
  await page.getByRole('treeitem', { name: collectionLabel, exact: true }).click();
  await page.getByRole('row', { name: id, exact: true }).click({ timeout: appTimeout });
  await expect(editorPane(page, 'Georgian')).toBeVisible({ timeout: appTimeout });
  if (collectionLabel === labelOf('products')) await showEnglishBeside(page);
}

const labelOf = (name: string) => {
  const collection = config.collections.find((c) => c.name === name);
  if (!collection) throw new Error(`config.yml has no collection ${name}`);
  return collection.label;
};

/** A field of the built config by its path ('products', 'price', 'amount'): labels, choices, rules. */
function fieldOf(collection: string, ...path: string[]): EditorField {
  const entry = config.collections.find((c) => c.name === collection);
  let fields = entry?.fields ?? entry?.files?.[0]?.fields ?? [];
  let field: EditorField | undefined;
  for (const name of path) {
    field = fields.find((f) => f.name === name);
    fields = field?.fields ?? [];
  }
  if (!field) throw new Error(`config.yml has no field ${collection}.${path.join('.')}`);
  return field;
}
/** The label the dealer sees on a field: Georgian / English. */
const fieldLabel = (collection: string, ...path: string[]) => fieldOf(collection, ...path).label;

/**
 * Scrolls the editor until a field it renders lazily (further down) is shown: a 500 px step, then
 * a short look (the editor renders what scrolled into view within a few frames).
 */
async function scrollTo(page: Page, field: ReturnType<typeof fieldGroup>) {
  await expect(async () => {
    if (!(await field.isVisible())) await page.mouse.wheel(0, 500);
    await expect(field).toBeVisible({ timeout: 300 });
  }).toPass({ timeout: 30_000, intervals: [0] });
}

// The entry the catalogue lists first (lowest order): the first row of the editor's list too.
const product = siteContent.products[0];
if (!product) throw new Error('the content has no product for the editor tests');
const productFile = `content/products/${product.id}.yaml`;

test('lists every collection of the generated config, with its number of entries', async ({
  page,
}) => {
  expect(config.backend.name, 'the build config is for GitHub; the test swaps it').not.toBe(
    'test-repo',
  );
  const editor = await openEditor(page);
  const list = page.getByRole('tree', { name: 'Collection List' });
  // One editor collection per collection of the schema's registry, the company file and the
  // Bulk update entry.
  expect(config.collections.map((c) => c.name).sort()).toEqual(
    [...Object.keys(collections), 'company', 'bulk'].sort(),
  );
  await expect(list.getByRole('treeitem')).toHaveText(
    // Each item: a folder icon (a ligature, read as its name), the label, the number of entries.
    config.collections.map(
      (c) => new RegExp(`(?:^|\\s)${escapeRegExp(c.label)}\\s*${entryCount(c)}\\s*$`),
    ),
    { timeout: appTimeout },
  );
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
  // Every option of the generated config is one Sveltia knows and uses.
  expect(editor.warnings).toEqual([]);
});

test('opens a product with Georgian and English side by side and saves an edit into the right blocks', async ({
  page,
}) => {
  const editor = await openEditor(page);
  await openEntry(page, labelOf('products'), product.id);

  const ka = editorPane(page, 'Georgian');
  const en = editorPane(page, 'English');
  await expect(en).toBeVisible();
  const [kaBox, enBox] = [await ka.boundingBox(), await en.boundingBox()];
  expect(kaBox && enBox && enBox.x >= kaBox.x + kaBox.width - 1, 'en to the right of ka').toBe(
    true,
  );
  const name = (pane: typeof ka) =>
    pane.getByRole('textbox', { name: fieldLabel('products', 'name'), exact: true });
  const subtitle = (pane: typeof ka) =>
    pane.getByRole('textbox', { name: fieldLabel('products', 'subtitle'), exact: true });
  await expect(name(ka)).toHaveValue(product.name.ka);
  await expect(name(en)).toHaveValue(product.name.en);
  await expect(subtitle(ka)).toHaveValue(product.subtitle.ka);
  await expect(subtitle(en)).toHaveValue(product.subtitle.en);

  const newName = `${product.name.en} (edited)`;
  const newSubtitle = `${product.subtitle.ka} — შესწორებული`;
  await name(en).fill(newName);
  await subtitle(ka).fill(newSubtitle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: appTimeout });

  // The saved file: each change in its language's block, the other language untouched.
  const before = parse(readFileSync(join(process.cwd(), productFile), 'utf8'));
  await expect
    .poll(async () => parse(await repoFile(page, productFile)).en.name, { timeout: 10_000 })
    .toBe(newName);
  const text = await repoFile(page, productFile);
  const saved = parse(text);
  expect(saved.ka.subtitle).toBe(newSubtitle);
  expect(saved.ka.name).toBe(before.ka.name);
  expect(saved.en.subtitle).toBe(before.en.subtitle);
  expect(Object.keys(saved).sort()).toEqual(['en', 'ka']);
  // npm test checks the formatting of content/ too: an editor commit must not fail it.
  const filepath = join(process.cwd(), productFile);
  const format = { ...(await prettier.resolveConfig(filepath)), filepath };
  expect(await prettier.check(text, format), 'prettier accepts the saved file').toBe(true);

  // And the content loader (the build's own check) accepts it, with nothing else changed.
  const copy = mkdtempSync(join(tmpdir(), 'admin-spec-'));
  try {
    cpSync(contentDir, copy, { recursive: true });
    writeFileSync(join(copy, 'products', `${product.id}.yaml`), text);
    const { content, problems } = readSite(copy, () => true);
    expect(problems).toEqual([]);
    expect(content?.products.find((p) => p.id === product.id)).toEqual({
      ...product,
      name: { ...product.name, en: newName },
      subtitle: { ...product.subtitle, ka: newSubtitle },
    });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test('a save writes the change and nothing else: a new price is one changed line', async ({
  page,
}) => {
  const priced = siteContent.products.find((p) => p.price);
  test.skip(!priced, 'the content has no product with a price');
  const file = `content/products/${priced!.id}.yaml`;
  const seeded = seedFiles.find((f) => f.path === file)!.text;
  const editor = await openEditor(page);
  await openEntryAt(page, 'products', priced!.id);
  await saveUnchanged(page, 'products', priced!.id, file);

  const amountField = fieldOf('products', 'price', 'amount');
  const amount = fieldGroup(page, 'Georgian', amountField.label);
  const box = amount.getByRole('spinbutton', { name: amountField.label });
  /** Sets the price and saves: the file as written. */
  const price = async (value: number) => {
    await editorPane(page, 'Georgian')
      .getByRole('textbox', { name: fieldLabel('products', 'name'), exact: true })
      .hover();
    await scrollTo(page, amount);
    await box.fill(String(value));
    const since = await repoFileTime(page, file);
    await save(page);
    return writtenFile(page, file, since);
  };
  const old = priced!.price!.amount;
  const next = old + 1000;
  const saved = await price(next);
  expect(changedLines(seeded, saved)).toEqual([[`    amount: ${old}`, `    amount: ${next}`]]);

  // Back to the old price: the file is the seeded one again, byte for byte.
  await openEntryAt(page, 'products', priced!.id);
  expect(await price(old)).toBe(seeded);
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test('every collection: an edit changes one line, and undone writes the file as it was', async ({
  page,
}) => {
  /** The first text field of an entry, the id aside (changing it renames the file). */
  const firstText = (fields: EditorField[], id?: string): EditorField | undefined => {
    for (const field of fields.filter((f) => f.name !== id)) {
      if (field.widget === 'string' || field.widget === 'text') return field;
      const inner = firstText(field.fields ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  // One entry of each folder collection (its first file), and each file of the company collection.
  const entries = config.collections.flatMap((c) => {
    if (c.files)
      // The Bulk update entry holds only an uploaded workbook's name: no text to edit.
      return c.files
        .filter((f) => (f.fields ?? []).some((field) => firstText([field])))
        .map((f) => ({
          collection: c.name,
          entry: f.name,
          file: f.file,
          fields: f.fields,
          id: undefined,
        }));
    const first = seedFiles.find((f) => f.path.startsWith(`${c.folder}/`));
    if (!first) return [];
    const entry = first.path.slice(c.folder!.length + 1).replace(/\.yaml$/, '');
    return [
      {
        collection: c.name,
        entry,
        file: first.path,
        fields: c.fields ?? [],
        id: c.identifier_field,
      },
    ];
  });
  const editor = await openEditor(page);
  for (const { collection, entry, file, fields, id } of entries) {
    const seeded = seedFiles.find((f) => f.path === file)!.text;
    const field = firstText(fields, id);
    if (!field) throw new Error(`${file}: no text field to edit`);
    const box = editorPane(page, 'Georgian')
      .getByRole('textbox', { name: field.label, exact: true })
      .first();
    /** Sets the text and saves: the file as written. */
    const edit = async (text: string) => {
      await box.fill(text);
      const since = await repoFileTime(page, file);
      await save(page);
      return writtenFile(page, file, since);
    };
    await openEntryAt(page, collection, entry);
    await saveUnchanged(page, collection, entry, file);
    const before = await box.inputValue();
    const changed = changedLines(seeded, await edit(`${before} X`));
    expect(changed, `${file}: one line changed`).toHaveLength(1);
    expect(changed[0]![1], file).toContain(`${before} X`);

    await openEntryAt(page, collection, entry);
    expect(await edit(before), `${file} as it was`).toBe(seeded);
  }
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test('offers the widgets the schema implies: selects, relations and a date picker', async ({
  page,
}) => {
  const editor = await openEditor(page);
  await openEntry(page, labelOf('products'), product.id);

  // Product: categories chosen from the category entries (shown by their Georgian names), a type
  // select and the speed as a number (any machine's: the catalogue's filter offers what products have).
  const categoriesLabel = fieldLabel('products', 'categories');
  const categories = fieldGroup(page, 'Georgian', categoriesLabel);
  await expect(categories.getByRole('combobox', { name: categoriesLabel })).toBeVisible();
  const categoryNames = product.categories.map(
    (slug) => siteContent.categories.find((c) => c.slug === slug)!.name.ka,
  );
  for (const name of categoryNames)
    await expect(categories.getByRole('gridcell', { name, exact: true })).toBeVisible();
  const typeLabel = fieldLabel('products', 'type');
  await expect(
    fieldGroup(page, 'Georgian', typeLabel).getByRole('combobox', { name: typeLabel }),
  ).toBeVisible();
  const speedField = fieldOf('products', 'speedPpm');
  await expect(page.getByRole('spinbutton', { name: speedField.label })).toHaveValue(
    product.speedPpm === undefined ? '' : String(product.speedPpm),
  );

  // Offer: a date picker for its validity and its products chosen from the product entries.
  const offer = siteContent.offers.find((o) => o.validUntil && o.products.length);
  test.skip(!offer, 'the content has no dated offer with products');
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  await openEntry(page, labelOf('offers'), offer!.id);
  const validUntil = fieldGroup(page, 'Georgian', fieldLabel('offers', 'validUntil')).getByRole(
    'textbox',
  );
  await expect(validUntil).toHaveAttribute('type', 'date');
  await expect(validUntil).toHaveValue(offer!.validUntil!);
  // Fields further down are rendered as they scroll into view.
  const products = fieldGroup(page, 'Georgian', fieldLabel('offers', 'products'));
  await validUntil.hover();
  await scrollTo(page, products);
  for (const id of offer!.products) {
    const name = siteContent.products.find((p) => p.id === id)!.name.ka;
    await expect(products.getByRole('gridcell', { name, exact: true })).toBeVisible();
  }
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test('refuses a price of −95 or 0 with the check’s own message, and saves nothing', async ({
  page,
}) => {
  const priced = siteContent.products.find((p) => p.price);
  test.skip(!priced, 'the content has no product with a price');
  const file = `content/products/${priced!.id}.yaml`;
  const editor = await openEditor(page);
  await openEntry(page, labelOf('products'), priced!.id);

  const amountField = fieldOf('products', 'price', 'amount');
  // The schema's own message (zod's positive()), in both languages, as the check words it.
  const message = amountField.pattern?.[1];
  expect(message).toBe('უნდა იყოს 0-ზე მეტი / Must be more than 0');
  const amount = fieldGroup(page, 'Georgian', amountField.label);
  await editorPane(page, 'Georgian')
    .getByRole('textbox', { name: fieldLabel('products', 'name'), exact: true })
    .hover();
  await scrollTo(page, amount);
  const box = amount.getByRole('spinbutton', { name: amountField.label });
  await expect(box).toHaveValue(String(priced!.price!.amount));
  for (const value of ['-95', '0']) {
    await box.fill(value);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(amount.getByText(message!)).toBeVisible();
  }
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  expect(parse(await repoFile(page, file)).ka.price.amount).toBe(priced!.price!.amount);
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test('adds a product with an uploaded photo, named in plain Latin where the check looks', async ({
  page,
}) => {
  const editor = await openEditor(page);
  await openEntry(page, labelOf('products'), product.id);
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate Entry' }).click();

  const ka = editorPane(page, 'Georgian');
  const en = editorPane(page, 'English');
  const id = 'photo-test-printer';
  const textbox = (pane: typeof ka, field: string) =>
    pane.getByRole('textbox', { name: fieldLabel('products', field), exact: true });
  await textbox(ka, 'id').fill(id);
  await textbox(ka, 'name').fill('სატესტო პრინტერი ფოტოთი');
  await textbox(en, 'name').fill('Test printer with a photo');

  // A photo as a phone names it: Georgian letters, a space, a capital extension.
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  const photos = fieldGroup(page, 'Georgian', fieldLabel('products', 'images'));
  await textbox(ka, 'name').hover();
  await scrollTo(page, photos);
  // The list's rows are drawn once the list is in view.
  await photos.scrollIntoViewIfNeeded();
  const replace = photos.getByRole('button', { name: 'Replace Image' }).first();
  await expect(replace).toBeVisible({ timeout: 15_000 });
  await replace.click();
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await (
    await chooser
  ).setFiles({ name: 'ახალი ფოტო 1.PNG', mimeType: 'image/png', buffer: photo });
  // The editor shrinks the photo first; then it either inserts it or offers Insert.
  const insert = dialog.getByRole('button', { name: 'Insert' });
  await expect(async () => {
    if (await insert.isVisible()) await insert.click({ timeout: 1_000 });
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: appTimeout });
  // The field says "Processing a file" until the shrunk photo is in, and Save does nothing before
  // then (seconds on a loaded machine): the dealer's guide, like this test, saves once its name shows.
  const uploaded = '/uploads/akhali-photo-1.webp';
  await expect(photos.getByText(uploaded, { exact: true })).toBeVisible({ timeout: appTimeout });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: appTimeout });
  const file = `content/products/${id}.yaml`;
  await expect
    .poll(
      () =>
        repoFile(page, file).then(
          () => true,
          () => false,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  const text = await repoFile(page, file);
  const saved = parse(text);
  // Transliterated, lowercase, hyphens; shrunk to WebP in the browser; in public/uploads/.
  const src = saved.ka.images[0].src as string;
  expect(src).toBe(uploaded);
  expect(saved.en.images[0].src).toBe(src);
  const head = await repoFileHead(page, `public${src}`);
  expect(String.fromCharCode(...head.slice(0, 4), ...head.slice(8, 12))).toBe('RIFFWEBP');

  // The content check (the build's loader) accepts the new product and its photo.
  const copy = mkdtempSync(join(tmpdir(), 'admin-spec-'));
  try {
    cpSync(contentDir, copy, { recursive: true });
    writeFileSync(join(copy, 'products', `${id}.yaml`), text);
    const exists = (path: string) =>
      path === src || existsSync(join(process.cwd(), 'public', path));
    const { content, problems } = readSite(copy, exists);
    expect(problems).toEqual([]);
    expect(content?.products.find((p) => p.id === id)?.images[0]?.src).toBe(src);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  const filepath = join(process.cwd(), file);
  const format = { ...(await prettier.resolveConfig(filepath)), filepath };
  expect(await prettier.check(text, format), 'prettier accepts the saved file').toBe(true);
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test('a product ticked as a draft is saved hidden, and the site leaves it out until unticked', async ({
  page,
}) => {
  const shown = siteContent.products.find((p) => !p.hidden);
  test.skip(!shown, 'the content has no shown product');
  const file = `content/products/${shown!.id}.yaml`;
  const seeded = seedFiles.find((f) => f.path === file)!.text;
  const editor = await openEditor(page);
  await openEntryAt(page, 'products', shown!.id);
  await saveUnchanged(page, 'products', shown!.id, file);

  const hiddenLabel = fieldLabel('products', 'hidden');
  const draft = fieldGroup(page, 'Georgian', hiddenLabel);
  await editorPane(page, 'Georgian')
    .getByRole('textbox', { name: fieldLabel('products', 'name'), exact: true })
    .hover();
  await scrollTo(page, draft);
  const tick = draft.getByRole('switch').or(draft.getByRole('checkbox')).first();
  await expect(tick).not.toBeChecked();
  await tick.click();
  const since = await repoFileTime(page, file);
  await save(page);
  const saved = await writtenFile(page, file, since);
  // One line: the tick, and nothing else of the entry changed.
  expect(changedLines(seeded, saved)).toEqual([['  hidden: false', '  hidden: true']]);

  // The content check accepts it, and the published site (pages, sitemap, search) leaves it out.
  const copy = mkdtempSync(join(tmpdir(), 'admin-spec-'));
  try {
    cpSync(contentDir, copy, { recursive: true });
    writeFileSync(join(copy, 'products', `${shown!.id}.yaml`), saved);
    const { content, problems } = readSite(copy, () => true);
    expect(problems).toEqual([]);
    const published = publishedContent(content!, new Date());
    expect(published.products.map((p) => p.id)).not.toContain(shown!.id);
    expect(published.products.length).toBe(
      publishedContent(siteContent, new Date()).products.length - 1,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }

  // Unticked again, the file is as it was.
  await openEntryAt(page, 'products', shown!.id);
  await editorPane(page, 'Georgian')
    .getByRole('textbox', { name: fieldLabel('products', 'name'), exact: true })
    .hover();
  await scrollTo(page, draft);
  await expect(tick).toBeChecked();
  await tick.click();
  const again = await repoFileTime(page, file);
  await save(page);
  expect(await writtenFile(page, file, again)).toBe(seeded);
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test('opening hours take a short Saturday: the day moves to its own hours, and the file says just that', async ({
  page,
}) => {
  const file = 'content/company.yaml';
  const seeded = seedFiles.find((f) => f.path === file)!.text;
  const week = siteContent.company.hours;
  test.skip(
    !week.days.includes('Sa') || (week.otherDays ?? []).length > 0,
    'the company works no Saturday, or already has days with other hours',
  );
  const editor = await openEditor(page);
  await openEntryAt(page, 'company', 'company');
  await saveUnchanged(page, 'company', 'company', file);

  const saturday = fieldOf('company', 'hours', 'days').options!.find((o) => o.value === 'Sa')!;
  const hours = fieldGroup(page, 'Georgian', fieldLabel('company', 'hours'));
  const otherLabel = fieldLabel('company', 'hours', 'otherDays');
  const other = hours.getByRole('group', {
    name: new RegExp(`^\\W+${escapeRegExp(otherLabel)}\\W+Field$`),
  });
  await scrollTo(page, hours);
  await scrollTo(page, other);
  // Saturday out of the usual week…
  await hours
    .getByRole('button', { name: new RegExp(`^Remove\\W+${escapeRegExp(saturday.label)}\\W*$`) })
    .click();
  // …and into a set of its own, 10:00–15:00.
  await other
    .getByRole('button', { name: new RegExp(`^Add\\W+${escapeRegExp(otherLabel)}\\W*$`) })
    .click();
  const daysLabel = fieldLabel('company', 'hours', 'otherDays', 'days');
  await other.getByRole('combobox', { name: daysLabel }).click();
  await page.getByRole('option', { name: saturday.label, exact: true }).click();
  const time = (field: 'opens' | 'closes') =>
    other.getByRole('textbox', { name: fieldLabel('company', 'hours', 'otherDays', field) });
  await time('opens').fill('10:00');
  await time('closes').fill('15:00');
  const since = await repoFileTime(page, file);
  await save(page);
  const saved = await writtenFile(page, file, since);

  // The file: Saturday gone from the week, one set of other hours, nothing else changed.
  const before = parse(seeded);
  const after = parse(saved);
  expect(after.ka.hours).toEqual({
    ...before.ka.hours,
    days: before.ka.hours.days.filter((day: string) => day !== 'Sa'),
    otherDays: [{ days: ['Sa'], opens: '10:00', closes: '15:00' }],
  });
  expect({ ...after, ka: { ...after.ka, hours: null } }).toEqual({
    ...before,
    ka: { ...before.ka, hours: null },
  });
  const filepath = join(process.cwd(), file);
  const format = { ...(await prettier.resolveConfig(filepath)), filepath };
  expect(await prettier.check(saved, format), 'prettier accepts the saved file').toBe(true);

  // The check accepts it, and the site words the week in two parts, Saturday's closing included.
  const copy = mkdtempSync(join(tmpdir(), 'admin-spec-'));
  try {
    cpSync(contentDir, copy, { recursive: true });
    writeFileSync(join(copy, 'company.yaml'), saved);
    const { content, problems } = readSite(copy, () => true);
    expect(problems).toEqual([]);
    const parts = openingHoursValues(content!.company.hours, 'en');
    expect(parts).toHaveLength(2);
    expect(parts[1]).toMatchObject({ opens: '10:00', closes: '15:00' });
    expect(parts[0]!.closes).toBe(week.closes);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test('categories are put in order by moving them in the list, no number typed; only their order lines change', async ({
  page,
}) => {
  // The categories as the list shows them: by their order, from the seeded files.
  const seeded = seedFiles
    .filter((f) => f.path.startsWith('content/categories/'))
    .map((f) => ({ ...f, data: parse(f.text) }))
    .sort((a, b) => a.data.ka.order - b.data.ka.order);
  test.skip(seeded.length < 2, 'fewer than two categories');
  const editor = await openEditor(page);
  await page.getByRole('treeitem', { name: labelOf('categories'), exact: true }).click();
  await page.getByRole('button', { name: 'Reorder Entries' }).click({ timeout: appTimeout });
  // The second category up one place (its handle can also be dragged).
  const moveUp = page.getByRole('button', { name: 'Move Up' });
  await expect(moveUp).toHaveCount(seeded.length, { timeout: appTimeout });
  const since = await repoFileTime(page, seeded[1]!.path);
  await moveUp.nth(1).click();
  await page.getByRole('button', { name: 'Done Reordering Entries' }).click();
  await writtenFile(page, seeded[1]!.path, since);

  const expected = [seeded[1]!, seeded[0]!, ...seeded.slice(2)];
  const saved = await Promise.all(
    expected.map(async (f) => ({ ...f, after: await repoFile(page, f.path) })),
  );
  // The files, by their new order, are in the order moved to; each changed in its order line
  // alone (or not at all).
  const orderOf = (text: string) => parse(text).ka.order as number;
  const orders = saved.map((f) => orderOf(f.after));
  expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  expect(new Set(orders).size).toBe(orders.length);
  for (const f of saved)
    for (const [before, after] of changedLines(f.text, f.after)) {
      expect(before, f.path).toMatch(/^  order: \d+$/);
      expect(after, f.path).toMatch(/^  order: \d+$/);
    }
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test('a category that is some product’s only category cannot be deleted: the editor names the product, the file stays', async ({
  page,
}) => {
  const products = seedFiles
    .filter((f) => f.path.startsWith('content/products/'))
    .map((f) => parse(f.text).ka as { id: string; categories: string[] });
  const alone = products.find((p) => p.categories.length === 1);
  test.skip(!alone, 'every product has more than one category');
  const slug = alone!.categories[0]!;
  const file = `content/categories/${slug}.yaml`;
  const editor = await openEditor(page);
  await openEntryAt(page, 'categories', slug);
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: 'Delete Entry' }).click();
  // Sveltia lists each product it would leave without a category, by id; Delete stays off.
  const dialog = page.getByRole('alertdialog', { name: 'Delete Entry' });
  await expect(dialog.getByRole('alert')).toContainText('can’t be deleted');
  await expect(dialog.getByRole('listitem').filter({ hasText: alone!.id })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  expect(await repoFile(page, file)).toBe(seedFiles.find((f) => f.path === file)!.text);
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test('the Bulk update entry links the current catalogue and uploads a workbook into content/bulk/', async ({
  page,
}) => {
  const editor = await openEditor(page);
  await page.getByRole('treeitem', { name: labelOf('bulk'), exact: true }).click();
  // A one-file collection: its entry is listed by label, or opened at once.
  const row = page.getByRole('row', { name: labelOf('bulk') });
  const listed = await row.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (listed) await row.click();
  const label = fieldLabel('bulk', 'workbook');
  const field = page.getByRole('group', {
    name: new RegExp(`^\\W+${escapeRegExp(label)}\\W+Field$`),
  });
  await expect(field).toBeVisible({ timeout: appTimeout });

  // The help's link is the workbook the build wrote beside the editor.
  const link = field.getByRole('link', { name: 'catalogue.xlsx' }).first();
  await expect(link).toHaveAttribute('href', `${admin}catalogue.xlsx`);
  const download = await page.request.get(`${admin}catalogue.xlsx`);
  expect(download.status()).toBe(200);
  const workbook = await download.body();
  expect(workbook.subarray(0, 2).toString()).toBe('PK');

  const dialog = page.getByRole('dialog', { name: /^Select File/ });
  await field.getByRole('button', { name: 'Browse' }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  await (await chooser).setFiles({ name: 'ფასები მაისი.xlsx', mimeType, buffer: workbook });
  // The editor reads the file first; then it either inserts it or offers Insert.
  const insert = dialog.getByRole('button', { name: 'Insert' });
  await expect(async () => {
    if (await insert.isVisible()) await insert.click({ timeout: 1_000 });
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: appTimeout });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout: appTimeout });

  // The entry names the upload by its path from the repository's root, as the workflow reads it.
  const saved = parse(await repoFile(page, 'content/bulk/update.yaml')) as { workbook: string };
  expect(saved.workbook).toMatch(/^\/content\/bulk\/[a-z0-9._-]+\.xlsx$/);
  const head = await repoFileHead(page, saved.workbook.slice(1));
  expect(String.fromCharCode(...head.slice(0, 2))).toBe('PK');
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
  expect(editor.warnings).toEqual([]);
});

test('the editor page is noindex and loads nothing but its own files', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const editor = await openEditor(page);
  // In the page as served, for crawlers that run no script (Sveltia adds its own when it starts).
  const html = await (await page.request.get(admin)).text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('content') ?? ''));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toMatch(/\bnoindex\b/);
  const elsewhere = requests
    .map((url) => new URL(url))
    .filter((url) => url.protocol.startsWith('http'))
    .filter((url) => !url.pathname.startsWith(admin));
  expect(elsewhere.map(String)).toEqual([]);
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});

test.describe('an editor whose browser speaks French', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the interface strings from the site, and nothing from elsewhere', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && !['localhost', '127.0.0.1'].includes(url.hostname))
        elsewhere.push(request.url());
    });
    const strings = page.waitForResponse((r) => r.url().endsWith(`${admin}locales/fr.json`));
    await serveTestBackendConfig(page);
    await page.goto(admin);
    expect((await strings).status()).toBe(200);
    // The start screen, in French (the bundle itself carries the English strings only).
    await expect(
      page.getByRole('button', { name: 'Travailler avec un dépôt de test' }),
    ).toBeVisible({
      timeout: appTimeout,
    });
    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe('the site keeps the editor out', () => {
  test('no exported page links or loads anything under /admin/', () => {
    const pages = exportedPages();
    expect(pages.length).toBeGreaterThan(0);
    const offending = pages.flatMap(({ path, root }) =>
      root
        .querySelectorAll('[src], [href]')
        .map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '')
        .filter((url) => /\/admin(\/|$)|sveltia/i.test(url))
        .map((url) => `${path}: ${url}`),
    );
    expect(offending).toEqual([]);
  });

  test('public pages never request the editor', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    for (const path of [`${base}/`, `${base}/en/`, productPath('ka', product)]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(requests.length).toBeGreaterThan(3);
    expect(requests.filter((p) => p.startsWith(admin) || /sveltia/i.test(p))).toEqual([]);
  });

  test('the sitemap and the search index leave /admin/ out', () => {
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toMatch(/\/admin/);

    const pagefind = join(outDir, 'pagefind');
    const entry = JSON.parse(readFileSync(join(pagefind, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    const urls = readdirSync(join(pagefind, 'fragment')).map((name) => {
      const text = gunzipSync(readFileSync(join(pagefind, 'fragment', name))).toString('utf8');
      return (JSON.parse(text.replace(/^pagefind_dcd/, '')) as { url: string }).url;
    });
    const indexed = Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0);
    expect(urls).toHaveLength(indexed);
    expect(urls.filter((url) => /admin/i.test(url))).toEqual([]);
  });
});

test('a product shows its page beside the fields as a visitor sees it, and follows an edit before it is saved', async ({
  page,
}) => {
  const priced = siteContent.products.find((p) => p.price?.currency === 'GEL' && !p.price.from);
  test.skip(!priced, 'the content has no product with a plain lari price');
  const file = `content/products/${priced!.id}.yaml`;
  const seeded = seedFiles.find((f) => f.path === file)!.text;
  // What the site's own page says: the price as a visitor reads it, and the VAT note beside it.
  const sitePage = async (locale: 'ka' | 'en') => {
    await page.goto(productPath(locale, priced!));
    const price = await page.locator('[data-compare-price]').getAttribute('data-compare-price');
    return { price: price!, vat: (await page.locator('[data-vat]').textContent())! };
  };
  const site = { ka: await sitePage('ka'), en: await sitePage('en') };

  const editor = await openEditor(page);
  await page.goto(`${admin}#/collections/products/entries/${priced!.id}`);
  await expect(editorPane(page, 'Georgian')).toBeVisible({ timeout: appTimeout });
  const previewOf = (language: 'Georgian' | 'English') =>
    page
      .getByRole('group', { name: new RegExp(`^Preview\\W+${language}\\W+Content$`) })
      .locator('iframe')
      .contentFrame();
  const priceLine = (language: 'Georgian' | 'English', vat: string) =>
    previewOf(language).locator('p').filter({ hasText: vat });

  const ka = previewOf('Georgian');
  await expect(ka.getByRole('heading', { level: 1 })).toHaveText(priced!.name.ka, {
    timeout: appTimeout,
  });
  await expect(priceLine('Georgian', site.ka.vat)).toHaveText(site.ka.price + site.ka.vat);
  await expect(ka.getByRole('img', { name: priced!.images[0]!.alt.ka })).toBeVisible();

  // A new price shows in the preview as it is typed, in the site's format.
  const amountField = fieldOf('products', 'price', 'amount');
  const amount = fieldGroup(page, 'Georgian', amountField.label);
  await editorPane(page, 'Georgian')
    .getByRole('textbox', { name: fieldLabel('products', 'name'), exact: true })
    .hover();
  await scrollTo(page, amount);
  const next = priced!.price!.amount + 1000;
  await amount.getByRole('spinbutton', { name: amountField.label }).fill(String(next));
  await expect(priceLine('Georgian', site.ka.vat)).toHaveText(
    formatMoney(next, 'GEL', 'ka') + site.ka.vat,
  );

  // The English fields on the left: the preview is the English page, with the same new price.
  await page.getByRole('radio', { name: 'English' }).first().click();
  const en = previewOf('English');
  await expect(en.getByRole('heading', { level: 1 })).toHaveText(priced!.name.en);
  await expect(priceLine('English', site.en.vat)).toHaveText(
    formatMoney(next, 'GEL', 'en') + site.en.vat,
  );

  // Previewing saved nothing: the change waits for Save, the file is as seeded.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  expect(await repoFile(page, file)).toBe(seeded);
  expect(editor.external).toEqual([]);
  expect(editor.problems).toEqual([]);
});
