import { defaultOgImage, productIllustration, productOgImage } from '@/lib/og-image';

describe('social preview images', () => {
  it("use a product's first illustration, not a photo listed before it", () => {
    const photo = { src: '/uploads/products/front.jpg' };
    const drawing = { src: '/images/products/mono-printer-2.svg' };
    expect(productIllustration([photo, drawing])).toBe(drawing);
    expect(productIllustration([photo])).toBeUndefined();
  });

  it("render the PNG of the illustration's kind, the default without one", () => {
    expect(productOgImage('/images/products/mono-printer-2.svg')).toBe(
      '/images/og/mono-printer.png',
    );
    expect(productOgImage('/uploads/products/front.jpg')).toBe(defaultOgImage);
    expect(productOgImage(undefined)).toBe(defaultOgImage);
  });
});
