import {
  autoplayControl,
  autoplayReducer,
  autoplayRuns,
  eagerSlides,
  initialAutoplay,
  slideAfterDrag,
  wrapIndex,
  type AutoplayEvent,
} from '@/components/hero-carousel/carouselState';

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

describe('autoplay', () => {
  const run = (...events: AutoplayEvent[]) => events.reduce(autoplayReducer, initialAutoplay);

  it('plays from the start, unless the visitor asks for less motion', () => {
    expect(autoplayRuns(initialAutoplay)).toBe(true);
    const reduced = run({ type: 'reducedMotion', value: true });
    expect(autoplayRuns(reduced)).toBe(false);
    expect(autoplayControl(reduced)).toBe('play');
  });

  it('holds still under a hovering pointer, but the control still offers to pause', () => {
    const hovered = run({ type: 'hover', value: true });
    expect(autoplayRuns(hovered)).toBe(false);
    expect(autoplayControl(hovered)).toBe('pause');
    expect(autoplayRuns(autoplayReducer(hovered, { type: 'hover', value: false }))).toBe(true);
  });

  it('holds still while focus is in a slide or a drag is under way', () => {
    expect(autoplayRuns(run({ type: 'focus', value: true }))).toBe(false);
    expect(autoplayControl(run({ type: 'focus', value: true }))).toBe('pause');
    expect(autoplayRuns(run({ type: 'drag', value: true }))).toBe(false);
    expect(autoplayRuns(run({ type: 'drag', value: true }, { type: 'drag', value: false }))).toBe(
      true,
    );
  });

  it('pressing the control while hovering stops it for good, and again plays it', () => {
    const paused = run({ type: 'hover', value: true }, { type: 'toggle' });
    expect(autoplayControl(paused)).toBe('play');
    expect(autoplayRuns(autoplayReducer(paused, { type: 'hover', value: false }))).toBe(false);
    const resumed = run({ type: 'hover', value: true }, { type: 'toggle' }, { type: 'toggle' });
    expect(autoplayControl(resumed)).toBe('pause');
    expect(autoplayRuns(autoplayReducer(resumed, { type: 'hover', value: false }))).toBe(true);
  });

  it("a visitor's choice wins over the motion preference", () => {
    const played = run({ type: 'reducedMotion', value: true }, { type: 'toggle' });
    expect(autoplayRuns(played)).toBe(true);
    const paused = run({ type: 'toggle' }, { type: 'reducedMotion', value: false });
    expect(autoplayRuns(paused)).toBe(false);
  });

  it('keeps playing after a resize or rotation, and stays paused if the visitor paused it', () => {
    const resized = run({ type: 'reInit' }, { type: 'reInit' });
    expect(autoplayRuns(resized)).toBe(true);
    expect(autoplayControl(resized)).toBe('pause');
    const paused = run({ type: 'toggle' }, { type: 'reInit' });
    expect(autoplayRuns(paused)).toBe(false);
    expect(autoplayControl(paused)).toBe('play');
  });

  it('returns the same state when nothing changes, so React skips a render', () => {
    expect(autoplayReducer(initialAutoplay, { type: 'hover', value: false })).toBe(initialAutoplay);
    expect(autoplayReducer(initialAutoplay, { type: 'reInit' })).toBe(initialAutoplay);
  });
});
