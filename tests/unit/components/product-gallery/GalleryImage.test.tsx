import { render } from '@testing-library/react';
import { pictureData } from '@/lib/images/picture';
import type { ImageView } from '@/lib/images/types';
import { GalleryImage } from '@/components/product-gallery/GalleryImage';
import { initialGalleryState } from '@/components/product-gallery/galleryState';
import { sampleManifest } from '../../lib/images/fixtures';

const photo: ImageView = {
  src: '/gps-app/_img/uploads/photo.0123456789-800.jpg',
  alt: 'Front photo',
  picture: pictureData('/uploads/photo.jpg', sampleManifest(), '/gps-app'),
};

describe('GalleryImage (the home page gallery)', () => {
  it('is lazy below the fold and zooms into the widest variant, never the original', () => {
    const state = { ...initialGalleryState, zoom: { on: true, x: 50, y: 50 } };
    const { container, getByTestId } = render(
      <GalleryImage image={photo} state={state} dispatch={() => undefined} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(getByTestId('zoom-view').style.backgroundImage).toBe(
      'url("/gps-app/_img/uploads/photo.0123456789-1280.jpg")',
    );
    expect(container.innerHTML).not.toContain('/uploads/photo.jpg');
  });
});
