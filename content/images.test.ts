/** @jest-environment node */
import { imageFields } from '@/content/images';
import { fixtureCopy } from '../tests/support/content/fixture-content';

let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

describe('imageFields', () => {
  it('finds every field of type imagePath, through lists and optional objects, and nothing else', () => {
    site.edit('products/colour-mfp-c3030.yaml', ({ ka, en }) => {
      // A photo path in free text is text, not an image.
      ka.description = 'ფოტო: /uploads/elsewhere.jpg';
      en.description = 'Photo: /uploads/elsewhere.jpg';
    });
    const fields = imageFields(site.load());
    const where = fields.map((f) => `${f.collection}/${f.id} ${f.path.join('.')} ${f.src}`);
    expect(where).toEqual(
      expect.arrayContaining([
        'products/colour-mfp-c3030 images.0.src /images/products/mfp-1.svg',
        'products/colour-mfp-c3030 images.2.src /images/products/mfp-3.svg',
        'categories/office image.src /images/products/mfp-1.svg',
        'heroSlides/office image.src /images/hero/office.svg',
        'offers/educational-discount image.src /images/products/printer-1.svg',
        'partners/adherra-vinyl logo /images/partners/adherra-vinyl.svg',
      ]),
    );
    expect(where.some((w) => w.includes('elsewhere'))).toBe(false);
    // 3 products × 3 images, 2 categories, 1 slide, 1 offer, 1 partner (the fixture has no news).
    expect(fields).toHaveLength(14);
  });
});
