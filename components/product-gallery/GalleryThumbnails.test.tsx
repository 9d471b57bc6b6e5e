import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import messages from '@/messages/en.json';
import { compiledLabels } from '../../tests/support/components/compiled-labels';
import { layOutForEmbla, NoObserver } from '../../tests/support/embla-layout';
import { GalleryThumbnails } from '@/components/product-gallery/GalleryThumbnails';

const labels = compiledLabels(
  {
    thumbsUp: messages.ProductGallery.thumbsUp,
    thumbsDown: messages.ProductGallery.thumbsDown,
    showImage: messages.ProductGallery.showImage,
  },
  ['showImage'],
);
const images = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    src: `/gps-app/images/${i}.svg`,
    alt: `picture ${i + 1}`,
    picture: null,
  }));

// jsdom lays nothing out: Embla measures offsets, so each thumbnail is 56 px tall, one under
// another, in a strip that shows five.
const thumbHeight = 56;
const indexOf = (element: HTMLElement) =>
  element.tagName === 'LI' ? [...element.parentElement!.children].indexOf(element) : 0;
const layout: Record<string, PropertyDescriptor> = {
  offsetWidth: { configurable: true, get: () => 72 },
  offsetHeight: {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? thumbHeight : 5 * thumbHeight;
    },
  },
  offsetLeft: { configurable: true, get: () => 0 },
  offsetTop: {
    configurable: true,
    get(this: HTMLElement) {
      return indexOf(this) * thumbHeight;
    },
  },
};
layOutForEmbla(layout, 'li');
beforeEach(() => {
  jest.useFakeTimers();
  window.matchMedia = jest.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  Object.assign(window, { ResizeObserver: NoObserver, IntersectionObserver: NoObserver });
});
afterEach(() => jest.useRealTimers());

const button = (name: string) => screen.getByRole('button', { name });

describe('GalleryThumbnails (the home page gallery)', () => {
  it('five or fewer thumbnails need no arrows', () => {
    render(
      <GalleryThumbnails images={images(5)} selected={0} dispatch={jest.fn()} labels={labels} />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(5);
  });

  it('marks the image shown; a click chooses another', () => {
    const dispatch = jest.fn();
    render(
      <GalleryThumbnails images={images(3)} selected={1} dispatch={dispatch} labels={labels} />,
    );
    expect(screen.getAllByRole('button', { current: true })).toEqual([button('Show image 2')]);
    fireEvent.click(button('Show image 3'));
    expect(dispatch).toHaveBeenCalledWith({ type: 'chooseImage', index: 2, imageCount: 3 });
  });

  it('with more than five, the arrows step the strip one image at a time to its ends', async () => {
    render(
      <GalleryThumbnails images={images(7)} selected={0} dispatch={jest.fn()} labels={labels} />,
    );
    const strip = screen.getByRole('list');
    // Embla arrives in its own chunk and places the strip (an inline transform).
    await waitFor(() => expect(strip.style.transform).not.toBe(''));
    expect(button('Earlier images')).toBeDisabled();
    const later = button('Later images');
    for (let step = 0; step < 2; step++) {
      expect(later).toBeEnabled();
      act(() => {
        fireEvent.click(later);
        jest.advanceTimersByTime(1000);
      });
    }
    expect(later).toBeDisabled();
    // Two thumbnails up: the last five are in view.
    const offset = Number(/,(-?[\d.]+)px/.exec(strip.style.transform)?.[1]);
    expect(offset).toBeCloseTo(-2 * thumbHeight, 0);
    expect(button('Earlier images')).toBeEnabled();
  });
});
