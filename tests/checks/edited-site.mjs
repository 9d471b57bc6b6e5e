// npm test builds and tests a copy of the site whose catalogue the dealer has just changed, not the
// site as it is: the dealer adds and removes products, so no test may depend on today's
// catalogue. In a temporary copy of the project this adds one product (a
// copy of an existing one under a new id, name and order) and removes another (one no other
// content file mentions), and formats and checks the copy's content. tests/run.sh then runs
// every step from the build on in the copy: the validators, budgets, the whole browser suite
// (tests/e2e/site-content.ts derives what the specs expect from the content) and the Worker's
// checks. Built once, tested once.
//
//   node tests/checks/edited-site.mjs FILE      make the copy; write its path to FILE
//   node tests/checks/edited-site.mjs --built   in the copy, after its build: the export shows the edits
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { copyProject } from '../../scripts/lib/project-copy.mjs';

const root = resolve(import.meta.dirname, '../..');
/** What was added and removed, kept in the copy for the check after its build. */
const editsFile = '.edited-catalogue.json';

if (process.argv[2] === '--built') {
  // The edits must reach the export, or the tests on it prove nothing.
  const { added, removed } = JSON.parse(readFileSync(join(root, editsFile), 'utf8'));
  const page = (id) => existsSync(join(root, 'out/en/product', id, 'index.html'));
  if (!page(added) || page(removed)) {
    console.error(
      `the export does not show the catalogue's edits (added ${added}, removed ${removed})`,
    );
    process.exit(1);
  }
  console.log(`the export shows ${added} added and ${removed} removed`);
  process.exit(0);
}
if (!process.argv[2]) throw new Error('usage: node tests/checks/edited-site.mjs FILE | --built');

// node_modules hard-linked, not linked: webpack follows a link out of the project, and the
// modules it then finds there make slightly bigger chunks than the site's own build.
const dir = copyProject(root, 'gps-edited-site-', { modules: 'hardlink' });

const productsDir = join(dir, 'content/products');
const read = (file) => parse(readFileSync(file, 'utf8'));
const products = readdirSync(productsDir)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => ({ file: join(productsDir, name), data: read(join(productsDir, name)) }))
  .sort((a, b) => a.data.ka.order - b.data.ka.order);

/** Every other content file's text, to find a product nothing links to or lists. */
function otherContent(dirPath, except) {
  return readdirSync(dirPath, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.yaml'))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => file !== except)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

// Added: a copy of the first product, listed first (lowest order), with its own id and model code
// so that it shifts every catalogue page and count it appears in.
const template = products[0];
if (!template) throw new Error('content/products is empty');
const added = structuredClone(template.data);
const addedId = 'edit-check-ec9001';
added.ka.id = addedId;
added.ka.order = template.data.ka.order - 1;
added.en.order = added.ka.order;
added.ka.name = 'სატესტო მოწყობილობა EC9001';
added.en.name = 'Edit-check device EC9001';
// Its own description too: every page's meta description is unique (seo-build.spec.ts).
added.ka.description = `${added.ka.name}. ${template.data.ka.description}`;
added.en.description = `${added.en.name}. ${template.data.en.description}`;
writeFileSync(join(productsDir, `${addedId}.yaml`), stringify(added));

// Removed: the last product (by order) outside the template's main category that no other file
// mentions (offers, slides and links would then point at a missing page).
const mainCategory = template.data.ka.categories[0];
const removed = products
  .toReversed()
  .find(
    ({ file, data }) =>
      !data.ka.categories.includes(mainCategory) &&
      !otherContent(join(dir, 'content'), file).includes(data.ka.id),
  );
if (!removed) throw new Error('no product is free to remove');
rmSync(removed.file);
console.log(`the site with its catalogue edited, in ${dir}:`);
console.log(
  `  added   ${addedId} (copy of ${template.data.ka.id}, categories ${added.ka.categories})`,
);
console.log(`  removed ${removed.data.ka.id} (categories ${removed.data.ka.categories})`);

// The edits are written here by hand; the editor would write them in its own form.
for (const script of ['scripts/content/format.mjs', 'scripts/content/check.mjs']) {
  const result = spawnSync('node', [script], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(1);
}
writeFileSync(
  join(dir, editsFile),
  JSON.stringify({ added: addedId, removed: removed.data.ka.id }),
);
writeFileSync(process.argv[2], dir);
