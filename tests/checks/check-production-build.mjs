// npm test's "production site" step: what the publishing workflow deploys from main
// (SITE_STAGE=production) never shows the sample. In a temporary copy of the project this
//   1. runs the content check as production on the sample content: it must refuse, naming the
//      company file and each page a business must have that is still sample;
//   2. gives the copy real-looking company facts and its own texts on those pages, builds it as
//      production, and reads the export: no placeholder fact on any page, no page of a sample
//      partner, info page or product without a photo (nor in the sitemap), the photographed
//      products still there.
// What counts as sample is derived here from the content files themselves, not from the code
// under test. Usage: node tests/checks/check-production-build.mjs (KEEP=1 keeps the copy).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { copyProject } from '../../scripts/lib/project-copy.mjs';

const root = resolve(import.meta.dirname, '../..');
const started = performance.now();
const dir = copyProject(root, 'gps-production-');
const env = { ...process.env, SITE_STAGE: 'production', SITE_ORIGIN: 'https://printcentre.ge' };
const failures = [];
const expect = (ok, what) => {
  if (!ok) failures.push(what);
};

const content = (...parts) => join(dir, 'content', ...parts);
const entries = (folder) =>
  readdirSync(content(folder))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({
      name,
      file: content(folder, name),
      data: parse(readFileSync(content(folder, name), 'utf8')),
    }));
const mustHave = ['privacy', 'delivery-payment', 'warranty-returns'];

// 1. The sample content is refused as production, each reason named.
const refused = spawnSync('node', ['scripts/content/check.mjs'], {
  cwd: dir,
  env,
  encoding: 'utf8',
});
const said = refused.stdout + refused.stderr;
expect(refused.status === 1, 'the production content check accepted the sample company facts');
expect(
  /content\/company\.yaml[\s\S]*Company → E-mail/.test(said),
  'the refusal does not name the e-mail',
);
for (const slug of mustHave.filter((s) =>
  entries('pages').some((p) => p.name === `${s}.yaml` && p.data.ka.sample),
))
  expect(
    said.includes(`content/pages/${slug}.yaml`),
    `the refusal does not name the sample page ${slug}`,
  );

// 2. Real facts and texts, then a production build.
const companyFile = content('company.yaml');
const company = parse(readFileSync(companyFile, 'utf8'));
const placeholders = [
  company.ka.email,
  company.ka.invoicing?.identificationCode,
  company.ka.telegram,
];
Object.assign(company.ka, {
  phone: '+995 32 2 47 15 90',
  email: 'info@printcentre.ge',
  telegram: 'printcentre_tbilisi',
  whatsapp: '995599471590',
  viber: '+995 599 47 15 90',
  facebook: 'https://www.facebook.com/printcentre.ge',
});
company.ka.invoicing = {
  ...company.ka.invoicing,
  identificationCode: '204567891',
  bank: 'თიბისი ბანკი',
  iban: 'GE45TB7526845063600001',
};
// The same in both blocks, as the check requires of these fields.
if (company.en.invoicing) {
  const { identificationCode, iban } = company.ka.invoicing;
  Object.assign(company.en.invoicing, { identificationCode, iban, bank: 'TBC Bank' });
}
writeFileSync(companyFile, stringify(company));
for (const page of entries('pages').filter((p) => mustHave.includes(p.name.replace('.yaml', '')))) {
  page.data.ka.sample = false;
  writeFileSync(page.file, stringify(page.data));
}

const build = spawnSync('npm', ['run', 'build'], { cwd: dir, env, stdio: 'inherit' });
expect(build.status === 0, 'the production build failed with real facts');
if (build.status === 0) {
  const out = join(dir, 'out');
  const html = readdirSync(out, { recursive: true })
    .filter((name) => String(name).endsWith('.html'))
    .map((name) => readFileSync(join(out, String(name)), 'utf8'))
    .join('\n');
  for (const value of placeholders.filter(Boolean))
    expect(!html.includes(value), `a page still shows the placeholder "${value}"`);
  const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
  const page = (path) => existsSync(join(out, 'en', path, 'index.html'));
  const isPhoto = (src) => !/\.svg$/i.test(src);
  for (const { data } of entries('products')) {
    const shown = data.ka.images.some((image) => isPhoto(image.src));
    expect(page(`product/${data.ka.id}`) === shown, `product ${data.ka.id}: shown is not ${shown}`);
    if (!shown)
      expect(!sitemap.includes(`/product/${data.ka.id}/`), `the sitemap lists ${data.ka.id}`);
  }
  for (const { data } of entries('pages').filter((p) => p.data.ka.sample))
    expect(!page(`info/${data.ka.slug}`), `the sample page ${data.ka.slug} is published`);
  const about = readFileSync(join(out, 'en/about/index.html'), 'utf8');
  // Every link of the export, crawled from its files (check-links.mjs).
  const links = spawnSync('node', ['tests/checks/check-links.mjs', out], {
    cwd: dir,
    stdio: 'inherit',
  });
  expect(links.status === 0, 'the production export links to a page it left out');
  for (const { data } of entries('partners').filter((p) =>
    /example\.(com|net|org)/.test(p.data.ka.url),
  ))
    expect(!about.includes(data.ka.name), `the sample partner ${data.ka.name} is shown`);
}

if (process.env.KEEP) console.log(`kept ${dir}`);
else rmSync(dir, { recursive: true, force: true });
const took = `${Math.round((performance.now() - started) / 1000)} s`;
if (failures.length) {
  console.error(
    `production site: ${failures.length} failure(s) (${took})\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`production site: sample refused, then hidden from the production export (${took})`);
