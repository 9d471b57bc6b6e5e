// npm test's "content edits" step: the dealer adds and removes products, so the tests must not
// depend on today's catalogue. In a temporary copy of the project (node_modules linked) this adds
// one product (a copy of an existing one under a new id, name and order) and removes another
// (one no other content file mentions), then runs the content check, the build and the browser
// specs of the catalogue (and its cards), product, search and no-JavaScript pages against that
// copy's export, on the Worker as the main suite does. The unit tests read fixtures
// (tests/fixtures/content), never the catalogue, so they are not run again here. Those specs derive what they expect from the content (tests/e2e/site-content.ts);
// the rest of the browser suite runs on the real content only, to keep this step a few minutes.
//
// Usage: node scripts/check-content-edits.mjs   (EDIT_CHECK_PORT, default 3500; KEEP=1 keeps
// the copy). Exits non-zero when any step fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { copyProject } from './lib/project-copy.mjs';

const root = resolve(import.meta.dirname, '..');
const port = process.env.EDIT_CHECK_PORT ?? '3500';
const specs = [
  'catalog.spec.ts',
  'catalog-card.spec.ts',
  'product.spec.ts',
  'search.spec.ts',
  'search-relevance.spec.ts',
  'no-javascript.spec.ts',
];
const started = performance.now();
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

const dir = copyProject(root, 'gps-content-edits-');

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
console.log(`content edits in ${dir}:`);
console.log(
  `  added   ${addedId} (copy of ${template.data.ka.id}, categories ${added.ka.categories})`,
);
console.log(`  removed ${removed.data.ka.id} (categories ${removed.data.ka.categories})`);

const env = { ...process.env, PORT: port, CI: '1' };
// The Worker's project only: no nginx for this step (it tests the export, not the server).
delete env.REQUIRE_NGINX;
env.NGINX_PATH = join(dir, 'no-nginx');
const steps = [
  // The edits are written here by hand; the editor would write them in its own form.
  ['content format', 'node', ['scripts/content/format.mjs']],
  ['content check', 'node', ['scripts/content/check.mjs']],
  ['build', 'npm', ['run', 'build']],
  ['browser specs', 'npx', ['playwright', 'test', ...specs, '--project=cloudflare']],
];
let failed = null;
for (const [name, command, args] of steps) {
  const stepStarted = performance.now();
  console.log(`\n== content edits: ${name}`);
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
  console.log(
    `== content edits: ${name} ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds(stepStarted)})`,
  );
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

if (process.env.KEEP) console.log(`kept ${dir}`);
else rmSync(dir, { recursive: true, force: true });
if (failed) {
  console.error(`content edits: tests fail after adding and removing a product (step "${failed}")`);
  process.exit(1);
}
console.log(
  `\ncontent edits: all tests pass with a product added and one removed (${seconds(started)})`,
);
