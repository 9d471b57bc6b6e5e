import compile from 'icu-minify/compile';
import { fireEvent, render, screen } from '@testing-library/react';
import { pictureData } from '@/lib/images/picture-data';
import type { ImageView } from '@/lib/images/types';
import { ProductImages } from '@/components/product-images/ProductImages';
import { sampleManifest } from '../../tests/support/lib/images/fixtures';

const manifest = sampleManifest();
const photo: ImageView = {
  src: '/gps-app/_img/uploads/photo.0123456789-800.jpg',
  alt: 'Front photo',
  picture: pictureData('/uploads/photo.jpg', manifest, '/gps-app'),
};
const drawing: ImageView = {
  src: '/gps-app/images/products/mfp-2.svg',
  alt: 'Open tray',
  picture: null,
};

describe('ProductImages (the product page)', () => {
  const show = () =>
    render(
      <ProductImages
        images={[photo, drawing]}
        thumbnailLabel={compile('Show image {index} of {count}')}
        groupLabel="Product images"
      />,
    );

  it('loads the first photo, the largest paint, eagerly at high priority from its variants', () => {
    show();
    const main = screen.getByRole('img', { name: 'Front photo' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '2400');
    expect(main).toHaveAttribute('height', '1800');
    const sources = main.closest('picture')!.querySelectorAll('source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif']);
  });

  it('loads the thumbnails lazily, each with a width and height', () => {
    const { container } = show();
    const thumbnails = [...container.querySelectorAll('button img')];
    expect(thumbnails).toHaveLength(2);
    for (const img of thumbnails) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
    }
  });

  it('shows the chosen image, an SVG as a plain <img>', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    const main = screen.getByRole('img', { name: 'Open tray' });
    expect(main).toHaveAttribute('src', '/gps-app/images/products/mfp-2.svg');
    expect(main.closest('picture')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Front photo' })).toBeNull();
  });
});
