import { fireEvent, render } from '@testing-library/react';
import { pictureData } from '@/lib/images/picture-data';
import type { ImageView } from '@/lib/images/types';
import { GalleryImage } from '@/components/product-gallery/GalleryImage';
import { initialGalleryState } from '@/components/product-gallery/galleryState';
import { sampleManifest } from '../../tests/support/lib/images/fixtures';

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

  it('does not zoom a flat SVG illustration, where magnifying adds nothing', () => {
    const svg: ImageView = { src: '/gps-app/images/products/mfp-1.svg', alt: 'MFP', picture: null };
    const dispatch = jest.fn();
    const state = { ...initialGalleryState, zoom: { on: true, x: 50, y: 50 } };
    const { container, queryByTestId } = render(
      <GalleryImage image={svg} state={state} dispatch={dispatch} />,
    );
    expect(queryByTestId('zoom-view')).toBeNull();
    const box = container.firstElementChild!;
    expect(box).toHaveAttribute('data-zoomable', 'false');
    fireEvent.pointerMove(box, { pointerType: 'mouse', clientX: 10, clientY: 10 });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('zooms a photo in place: the zoomed view fills the image box, nothing beside it', () => {
    const state = { ...initialGalleryState, zoom: { on: true, x: 25, y: 75 } };
    const { getByTestId, container } = render(
      <GalleryImage image={photo} state={state} dispatch={() => undefined} />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-zoomable', 'true');
    const view = getByTestId('zoom-view');
    expect(view.parentElement).toBe(container.firstElementChild);
    // The area around the pointer (25 %, 75 %: the lower left corner) at 2x.
    expect(view.style.backgroundPosition).toBe('0% 100%');
    expect(view.style.backgroundSize).toBe('200%');
  });
});
