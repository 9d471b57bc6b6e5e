// npm test's "browser tests" step: the whole Playwright suite (playwright.config.ts: the Worker
// in wrangler dev, and nginx for what is its own) on a copy of the site whose catalogue the dealer
// has just changed. The dealer adds and removes products, so no test may depend on today's
// catalogue: in a temporary copy of the project (node_modules linked) this adds one product (a
// copy of an existing one under a new id, name and order) and removes another (one no other
// content file mentions), checks and builds the copy, and runs the suite against its export. The
// specs derive what they expect from the content (tests/e2e/site-content.ts). The site as it is
// is built and checked by the steps before (HTML validators, budgets), and run in the Worker by
// the ones after. `npx playwright test` runs the same suite on the project's own build.
//
// Usage: node scripts/browser-tests.mjs [playwright arguments]   (PORT as for Playwright;
// KEEP=1 keeps the copy). Exits non-zero when any step fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { copyProject } from './lib/project-copy.mjs';

const root = resolve(import.meta.dirname, '..');
const started = performance.now();
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

const dir = copyProject(root, 'gps-browser-tests-');

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

const env = { ...process.env, CI: '1' };
const steps = [
  // The edits are written here by hand; the editor would write them in its own form.
  ['content format', 'node', ['scripts/content/format.mjs']],
  ['content check', 'node', ['scripts/content/check.mjs']],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npx', ['playwright', 'test', ...process.argv.slice(2)]],
];
let failed = null;
for (const [name, command, args] of steps) {
  const stepStarted = performance.now();
  console.log(`\n== ${name}`);
  const result = spawnSync(command, args, { cwd: dir, env, stdio: 'inherit' });
  if (name === 'build' && result.status === 0) {
    // The edits must reach the export, or the rest proves nothing.
    const page = (id) => existsSync(join(dir, 'out/en/product', id, 'index.html'));
    if (!page(addedId) || page(removed.data.ka.id)) {
      console.error('the export does not show the added/removed product');
      failed = name;
      break;
    }
  }
  console.log(`== ${name} ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds(stepStarted)})`);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

if (process.env.KEEP) console.log(`kept ${dir}`);
else rmSync(dir, { recursive: true, force: true });
if (failed) {
  console.error(
    `browser tests: failed at "${failed}" (on the site with a product added and one removed)`,
  );
  process.exit(1);
}
console.log(
  `\nbrowser tests: all pass on the site with a product added and one removed (${seconds(started)})`,
);
