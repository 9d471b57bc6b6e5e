/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureCopy, located } from '../tests/support/content/fixture-content';

const product = 'products/colour-mfp-c3030.yaml';
let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

/** Every problem of the copy, formatted as the build prints them. */
const problems = () => site.read().problems.map(located);

describe('content loading (fixture content)', () => {
  it('loads every collection, ordered by the order field', () => {
    const content = site.load();
    expect(content.products.map((p) => p.order)).toEqual(
      [...content.products.map((p) => p.order)].sort((a, b) => a! - b!),
    );
    expect(content.products[0]!.name).toEqual({
      ka: expect.stringMatching(/[\u10A0-\u10FF]/),
      en: expect.any(String),
    });
    expect(content.company.name.en).toBeTruthy();
  });

  it('reads ka and en blocks into one text per field, and the spec rows by key', () => {
    site.edit(product, ({ ka, en }) => {
      ka.name = 'ფერადი მოწყობილობა';
      en.name = 'Colour device';
      ka.specifications = [{ key: 'speed', value: '30 გვ/წთ' }];
      en.specifications = [{ key: 'speed', value: '30 ppm' }];
    });
    const loaded = site.load().products.find((p) => p.id === 'colour-mfp-c3030')!;
    expect(loaded.name).toEqual({ ka: 'ფერადი მოწყობილობა', en: 'Colour device' });
    expect(loaded.specifications).toEqual([
      { key: 'speed', value: { ka: '30 გვ/წთ', en: '30 ppm' } },
    ]);
  });

  it('reports every problem in one run with file, line, entry and field', () => {
    site.edit(product, ({ ka, en }) => {
      delete en.name;
      ka.type = 'gadget';
    });
    site.edit('offers/educational-discount.yaml', ({ ka }) => (ka.validUntil = '2027-02-30'));
    const found = problems();
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /products\/colour-mfp-c3030\.yaml:\d+: entry "colour-mfp-c3030", field "en\.name": is missing/,
        ),
        expect.stringMatching(/colour-mfp-c3030\.yaml:\d+: .*field "ka\.type": must be one of/),
        expect.stringMatching(
          /educational-discount\.yaml:\d+: .*field "ka\.validUntil": is not a real calendar date/,
        ),
      ]),
    );
  });

  it('points at the line of the broken field', () => {
    const text = readFileSync(join(site.root, product), 'utf8').replace(
      /^  type: .*$/m,
      '  type: gadget',
    );
    site.write(product, text);
    const line = text.split('\n').indexOf('  type: gadget') + 1;
    expect(line).toBeGreaterThan(0);
    expect(problems()).toContainEqual(expect.stringContaining(`colour-mfp-c3030.yaml:${line}: `));
  });

  it('reports a YAML syntax error with its line and still checks the other files', () => {
    site.write('products/broken.yaml', 'ka:\n  id: broken\n  name: [unclosed\n');
    site.edit('offers/educational-discount.yaml', ({ ka }) => (ka.discountPercent = 500));
    const found = problems();
    expect(found).toContainEqual(expect.stringMatching(/broken\.yaml:\d+: YAML syntax/));
    expect(found).toContainEqual(expect.stringContaining('field "ka.discountPercent"'));
  });

  it('rejects unknown fields, shared fields written in en, and lists of different lengths', () => {
    site.edit(product, ({ ka, en }) => {
      ka.nmae = 'typo';
      en.type = 'printer';
      (en.features as string[]).pop();
    });
    const found = problems();
    expect(found).toContainEqual(expect.stringContaining('field "ka.nmae": unknown field'));
    expect(found).toContainEqual(expect.stringContaining('field "en.type": is the same in both'));
    expect(found).toContainEqual(expect.stringMatching(/field "en\.features": has \d+ items/));
  });

  it('rejects a file whose name differs from its id', () => {
    site.edit(product, ({ ka }) => (ka.id = 'another-id'));
    expect(problems()).toContainEqual(
      expect.stringContaining('field "ka.id": must match the file name ("colour-mfp-c3030")'),
    );
  });

  it('rejects references to missing categories, products and images, and dead links', () => {
    site.edit(product, ({ ka }) => (ka.categories = ['office', 'gps-receivers']));
    site.edit('offers/educational-discount.yaml', ({ ka, en }) => {
      ka.products = ['no-such-product'];
      // The editor repeats a translated object's shared fields in both blocks.
      (ka.cta as { href: string }).href = '/products/garmin-gps';
      (en.cta as { href: string }).href = '/products/garmin-gps';
    });
    const found = site.read((src) => !src.endsWith('/printer-1.svg')).problems.map(located);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('field "ka.categories.1": unknown category "gps-receivers"'),
        expect.stringContaining('field "ka.products.0": unknown product "no-such-product"'),
        expect.stringContaining('link "/products/garmin-gps" is not a page of the site'),
        expect.stringMatching(
          /mono-printer-p3030", field "ka\.images\.0\.src": file public.* does not exist/,
        ),
      ]),
    );
  });

  it('rejects a supply that fits an unknown device or itself, naming file, entry and field', () => {
    site.edit(product, ({ ka }) => (ka.compatibleWith = ['no-such-device', 'colour-mfp-c3030']));
    const found = problems().join('\n');
    expect(found).toMatch(
      /colour-mfp-c3030\.yaml.*"colour-mfp-c3030".*field "ka\.compatibleWith\.0": unknown device "no-such-device"/,
    );
    expect(found).toMatch(/field "ka\.compatibleWith\.1": a product cannot fit itself/);
  });

  it('accepts a photo in public/uploads/ (any case of extension), and no photo elsewhere', () => {
    site.edit(product, ({ ka, en }) => {
      const images = (ka.images as { src: string; alt: string }[]).slice(1);
      const enImages = (en.images as { src: string; alt: string }[]).slice(1);
      ka.images = [{ src: '/uploads/products/front.JPEG', alt: 'წინა ხედი' }, ...images];
      en.images = [{ src: '/uploads/products/front.JPEG', alt: 'Front view' }, ...enImages];
    });
    const loaded = site.load().products.find((p) => p.id === 'colour-mfp-c3030')!;
    expect(loaded.images[0]).toEqual({
      src: '/uploads/products/front.JPEG',
      alt: { ka: 'წინა ხედი', en: 'Front view' },
    });
    site.edit(product, ({ ka, en }) => {
      (ka.images as { src: string }[])[0]!.src = '/photos/front.png';
      (en.images as { src: string }[])[0]!.src = '/photos/front.png';
    });
    expect(problems()).toContainEqual(
      expect.stringMatching(
        /field "ka\.images\.0\.src": photo public\/photos\/front\.png must be in public\/uploads\//,
      ),
    );
  });

  it('accepts a media library photo URL, and names file, line and field for any other URL', () => {
    const library = 'https://res.cloudinary.com/demo/image/upload/v1/gps/front.jpg';
    const setFirst = (src: string) =>
      site.edit(product, ({ ka, en }) => {
        (ka.images as { src: string }[])[0]!.src = src;
        (en.images as { src: string }[])[0]!.src = src;
      });
    setFirst(library);
    const loaded = site.load().products.find((p) => p.id === 'colour-mfp-c3030')!;
    expect(loaded.images[0]!.src).toBe(library);
    for (const [src, why] of [
      ['https://evil.example/front.jpg', /allowed media library host.*not evil\.example/],
      ['http://res.cloudinary.com/demo/image/upload/front.jpg', /must use https/],
      ['https://me:pw@res.cloudinary.com/demo/image/upload/front.jpg', /user name or password/],
      ['https://res.cloudinary.com/demo/image/upload/%2e%2e/front.jpg', /plain cloudinary/],
    ] as const) {
      setFirst(src);
      expect(problems()).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `colour-mfp-c3030\\.yaml:\\d+.*field "ka\\.images\\.0\\.src": .*${why.source}`,
          ),
        ),
      );
    }
  });

  it('rejects unsafe links, Georgian text in Latin script and a broken company record', () => {
    site.edit(product, ({ ka, en }) => {
      ka.documents = [{ title: 'ბროშურა', url: 'javascript:alert(1)' }];
      en.documents = [{ title: 'Brochure', url: 'javascript:alert(1)' }];
      ka.name = 'Colour MFP';
    });
    site.edit('company.yaml', ({ ka }) => (ka.phone = 'call us'));
    const found = problems();
    expect(found).toContainEqual(expect.stringContaining('field "ka.documents.0.url"'));
    expect(found).toContainEqual(expect.stringContaining('must contain a Georgian word'));
    expect(found).toContainEqual(
      expect.stringMatching(/company\.yaml:\d+: entry "company", field "ka\.phone"/),
    );
  });

  it('contains no GPS leftovers in the live content', () => {
    const files = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.yaml'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(readFileSync(`content/${file}`, 'utf8')).not.toMatch(
        /\b(GPS|GNSS|Garmin|Trimble|Leica)\b/i,
      );
  });
});
