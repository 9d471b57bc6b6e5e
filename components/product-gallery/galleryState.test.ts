import {
  galleryReducer,
  initialGalleryState,
  type GalleryState,
} from '@/components/product-gallery/galleryState';

const busy: GalleryState = {
  ...initialGalleryState,
  productIndex: 2,
  imageIndex: 3,
  pendingImage: 4,
  zoom: { on: true, x: 40, y: 60 },
};

describe('galleryReducer', () => {
  it('starts on the "new" category with everything at zero', () => {
    expect(initialGalleryState).toMatchObject({
      category: 'new',
      productIndex: 0,
      imageIndex: 0,
    });
    expect(initialGalleryState.zoom.on).toBe(false);
  });

  it('choosing a category resets product, image and zoom', () => {
    const next = galleryReducer(busy, { type: 'selectCategory', category: 'discounts' });
    expect(next).toMatchObject({
      category: 'discounts',
      productIndex: 0,
      imageIndex: 0,
      pendingImage: null,
    });
    expect(next.zoom.on).toBe(false);
  });

  it('next and previous move one product, reset the image and stop at the ends', () => {
    const next = galleryReducer(busy, { type: 'nextProduct', total: 4 });
    expect(next).toMatchObject({ productIndex: 3, imageIndex: 0 });
    expect(galleryReducer(next, { type: 'nextProduct', total: 4 })).toBe(next);
    const previous = galleryReducer(busy, { type: 'previousProduct' });
    expect(previous).toMatchObject({ productIndex: 1, imageIndex: 0 });
    const first = { ...initialGalleryState, productIndex: 0 };
    expect(galleryReducer(first, { type: 'previousProduct' })).toBe(first);
  });

  it('selecting a product by its dot resets the image; out-of-range is ignored', () => {
    expect(galleryReducer(busy, { type: 'selectProduct', index: 0, total: 4 })).toMatchObject({
      productIndex: 0,
      imageIndex: 0,
    });
    expect(galleryReducer(busy, { type: 'selectProduct', index: 9, total: 4 })).toBe(busy);
  });

  it('a thumbnail fades the image out first, then swaps it', () => {
    const fading = galleryReducer(initialGalleryState, {
      type: 'chooseImage',
      index: 2,
      imageCount: 6,
    });
    expect(fading).toMatchObject({ imageIndex: 0, pendingImage: 2 });
    expect(galleryReducer(fading, { type: 'imageFaded' })).toMatchObject({
      imageIndex: 2,
      pendingImage: null,
    });
  });

  it('an image index beyond the list resets to 0', () => {
    expect(
      galleryReducer(
        { ...initialGalleryState, imageIndex: 2 },
        { type: 'chooseImage', index: 7, imageCount: 3 },
      ),
    ).toMatchObject({
      pendingImage: 0,
    });
    expect(
      galleryReducer(
        { ...initialGalleryState, imageIndex: 5 },
        { type: 'syncImages', imageCount: 3 },
      ),
    ).toMatchObject({
      imageIndex: 0,
    });
    const fine = { ...initialGalleryState, imageIndex: 2 };
    expect(galleryReducer(fine, { type: 'syncImages', imageCount: 3 })).toBe(fine);
  });

  it('zoom follows the pointer on desktop, keeping the lens inside the image', () => {
    const zoomed = galleryReducer(initialGalleryState, { type: 'zoomMove', x: 10, y: 90 });
    expect(zoomed.zoom).toEqual({ on: true, x: 25, y: 75 });
    expect(galleryReducer(zoomed, { type: 'zoomOff' }).zoom.on).toBe(false);
  });

  it('there is no zoom on mobile, and resizing to mobile turns it off', () => {
    const mobile = galleryReducer(initialGalleryState, { type: 'viewport', isMobile: true });
    expect(galleryReducer(mobile, { type: 'zoomMove', x: 50, y: 50 }).zoom.on).toBe(false);
    const zoomed = galleryReducer(initialGalleryState, { type: 'zoomMove', x: 50, y: 50 });
    expect(galleryReducer(zoomed, { type: 'viewport', isMobile: true }).zoom.on).toBe(false);
    expect(galleryReducer(zoomed, { type: 'viewport', isMobile: false }).zoom.on).toBe(true);
  });
});
