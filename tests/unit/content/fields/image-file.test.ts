import { isRaster } from '@/content/fields/image-file';

describe('isRaster', () => {
  it('is true for photos (JPEG, PNG, WebP, any case) and false for SVG', () => {
    expect(isRaster('/images/products/mfp-1.svg')).toBe(false);
    expect(isRaster('/uploads/a.JPEG')).toBe(true);
  });
});
