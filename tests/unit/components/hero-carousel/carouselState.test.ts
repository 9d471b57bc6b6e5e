import { eagerSlides, slideAfterDrag, wrapIndex } from '@/components/hero-carousel/carouselState';

describe('wrapIndex', () => {
  it('wraps forwards past the last slide and backwards past the first', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, -5, 4)).toBe(3);
  });

  it('is 0 when there are no slides', () => {
    expect(wrapIndex(2, 1, 0)).toBe(0);
  });
});

describe('slideAfterDrag', () => {
  it('snaps back after a drag of 50 px or less', () => {
    expect(slideAfterDrag(1, -30, 4)).toBe(1);
    expect(slideAfterDrag(1, 50, 4)).toBe(1);
    expect(slideAfterDrag(1, -50, 4)).toBe(1);
  });

  it('moves one slide after a longer drag, in the drag direction, wrapping', () => {
    expect(slideAfterDrag(1, -120, 4)).toBe(2);
    expect(slideAfterDrag(1, 51, 4)).toBe(0);
    expect(slideAfterDrag(0, 300, 4)).toBe(3);
    expect(slideAfterDrag(3, -300, 4)).toBe(0);
  });
});

describe('eagerSlides', () => {
  it('is the current slide, one before and two after', () => {
    expect([...eagerSlides(0, 6)].sort()).toEqual([0, 1, 2, 5]);
    expect([...eagerSlides(4, 6)].sort()).toEqual([0, 3, 4, 5]);
  });

  it('covers every slide of a short carousel once', () => {
    expect([...eagerSlides(0, 2)].sort()).toEqual([0, 1]);
    expect(eagerSlides(0, 0).size).toBe(0);
  });
});
