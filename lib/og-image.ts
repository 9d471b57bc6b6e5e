/** The social preview of a page without its own (1200 × 630). */
export const defaultOgImage = '/images/og/default.png';

const illustrationPattern = /\/images\/products\/([a-z-]+)-\d+\.svg$/;

/** A photo listed first (the dealer's upload) shows on the page, not in previews. */
export function productIllustration<T extends { src: string }>(images: T[]): T | undefined {
  return images.find((image) => illustrationPattern.test(image.src));
}

/** The social preview for a product: the rendered PNG of its kind's illustration. */
export function productOgImage(imageSrc: string | undefined): string {
  const kind = imageSrc ? illustrationPattern.exec(imageSrc)?.[1] : undefined;
  return kind ? `/images/og/${kind}.png` : defaultOgImage;
}
