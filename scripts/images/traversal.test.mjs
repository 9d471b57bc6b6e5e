/**
 * @jest-environment node
 *
 * Content text must never make the build touch a file outside the project: a "victim" photo sits
 * next to a temporary project (fixture content) and content names it through every traversal form.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { formatProblem, readSite } from '@/content/load';
import { buildImages } from './build.mjs';
import { removeOriginals } from './originals.mjs';
import { defaultSettings } from './settings.mjs';

const settings = {
  ...defaultSettings,
  widths: [40, 80],
  formats: { ...defaultSettings.formats, avif: { quality: 50, effort: 0 } },
};
const product = 'content/products/mono-printer-p3030.yaml';
/** From project/public/uploads/ (and project/out/uploads/), three levels up is the base. */
const plain = '/uploads/../../../victim/keep-me.jpg';
const encoded = '/uploads/%2e%2e/%2e%2e/%2e%2e/victim/keep-me.jpg';
const slashes = '/uploads/..%2F..%2F..%2Fvictim%2Fkeep-me.jpg';

let base, project, victim, victimBytes;
const jpeg = (width) =>
  sharp({ create: { width, height: 48, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();

beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), 'traversal-'));
  project = join(base, 'project');
  victim = join(base, 'victim/keep-me.jpg');
  mkdirSync(join(base, 'victim'));
  victimBytes = await jpeg(64);
  writeFileSync(victim, victimBytes);
  cpSync('tests/fixtures/content', join(project, 'content'), { recursive: true });
  mkdirSync(join(project, 'public/uploads/products'), { recursive: true });
  symlinkSync(join(process.cwd(), 'public/images'), join(project, 'public/images'));
  writeFileSync(join(project, 'public/uploads/products/front.jpg'), await jpeg(100));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

function editProduct(change) {
  const file = join(project, product);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}
/** The first image of the product, in both blocks. */
const firstImage = (src) => (text) =>
  text.replaceAll('src: /images/products/printer-1.svg', `src: ${src}`);
/** The line of that image in the file (its first, in the ka block): where a problem points. */
const imageLine =
  readFileSync(product.replace('content/', 'tests/fixtures/content/'), 'utf8')
    .split('\n')
    .findIndex((line) => line.endsWith('src: /images/products/printer-1.svg')) + 1;

/** What the build's first step takes from content (scripts/images/references.mjs), run as the CLI runs it. */
function contentImageSources() {
  const script = `import { contentImageSources } from './scripts/images/references.mjs';
    try { console.log(JSON.stringify([...(await contentImageSources(process.argv[1]))])); }
    catch (error) { console.log(JSON.stringify({ error: error.message })); }`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, project]);
  return JSON.parse(out.toString());
}

const victimIntact = () =>
  existsSync(victim) && readFileSync(victim).equals(victimBytes) && readdirSync(base).length === 2;

describe('paths to a file outside the project', () => {
  it('in free text and YAML comments are no image: built, exported and cleaned, the victim stays', async () => {
    editProduct((text) =>
      firstImage('/uploads/products/front.jpg')(text)
        .replace('  description: A mono laser', `  description: Photo at ${plain} A mono laser`)
        .replace('ka:\n', `# ${encoded}\nka:\n  # ${slashes}\n`)
        .replace('  subtitle: Mono A3', `  subtitle: ${slashes} Mono A3`),
    );
    expect(readSite(join(project, 'content'), () => true).problems).toEqual([]);

    const sources = contentImageSources();
    expect(sources).toEqual([
      ['/uploads/products/front.jpg', ['content/products/mono-printer-p3030.yaml']],
    ]);
    const { manifest } = await buildImages({
      root: project,
      sources: new Map(sources),
      sharp,
      settings,
      warn: () => {},
    });
    expect(Object.keys(manifest.images)).toEqual(['/uploads/products/front.jpg']);
    // `next build` copies public/ into out/; then the originals go.
    const out = join(project, 'out');
    cpSync(join(project, 'public'), out, { recursive: true, dereference: true });
    expect(removeOriginals(out, manifest)).toEqual(['/uploads/products/front.jpg']);
    expect(victimIntact()).toBe(true);
  }, 30_000);

  it.each([
    ['plain ..', plain, /must not contain "\.\." or "\." folders/],
    ['%2e%2e', encoded, /must not contain % escapes/],
    ['%2F', slashes, /must not contain % escapes/],
  ])('in an image field (%s) are a content problem with file, line and field', (_, src, why) => {
    editProduct(firstImage(src));
    const found = readSite(join(project, 'content'), () => true).problems.map(formatProblem);
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `products/mono-printer-p3030\\.yaml:${imageLine}\\n.*\\n {4}Product “.+”, Photos → row 1 → File: ${why.source}`,
        ),
      ),
    );
    const sources = contentImageSources();
    expect(sources.error).toMatch(
      new RegExp(`^images: content is broken:\\n.*mono-printer-p3030\\.yaml:${imageLine}\\n`),
    );
    expect(victimIntact()).toBe(true);
  });

  it('that reach the build some other way are refused before any file is read or deleted', async () => {
    for (const src of [plain, '/../victim/keep-me.jpg'])
      await expect(
        buildImages({ root: project, sources: new Map([[src, ['x']]]), sharp, settings }),
      ).rejects.toThrow(/^refusing ".*": outside .*public$/);
    const out = join(project, 'out');
    mkdirSync(out);
    const manifest = { images: { [plain]: {}, '/uploads/products/front.jpg': {} } };
    expect(() => removeOriginals(out, manifest)).toThrow(/^refusing ".*": outside .*out$/);
    expect(victimIntact()).toBe(true);
  });
});
