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
    const reduced = run({ type: 'set', key: 'reducedMotion', value: true });
    expect(autoplayRuns(reduced)).toBe(false);
    expect(autoplayControl(reduced)).toBe('play');
  });

  it('holds still under a hovering pointer, but the control still offers to pause', () => {
    const hovered = run({ type: 'set', key: 'hovered', value: true });
    expect(autoplayRuns(hovered)).toBe(false);
    expect(autoplayControl(hovered)).toBe('pause');
    expect(
      autoplayRuns(autoplayReducer(hovered, { type: 'set', key: 'hovered', value: false })),
    ).toBe(true);
  });

  it('holds still while focus is in a slide or a drag is under way', () => {
    expect(autoplayRuns(run({ type: 'set', key: 'focused', value: true }))).toBe(false);
    expect(autoplayControl(run({ type: 'set', key: 'focused', value: true }))).toBe('pause');
    expect(autoplayRuns(run({ type: 'set', key: 'dragging', value: true }))).toBe(false);
    expect(
      autoplayRuns(
        run(
          { type: 'set', key: 'dragging', value: true },
          { type: 'set', key: 'dragging', value: false },
        ),
      ),
    ).toBe(true);
  });

  it('pressing the control while hovering stops it for good, and again plays it', () => {
    const paused = run({ type: 'set', key: 'hovered', value: true }, { type: 'toggle' });
    expect(autoplayControl(paused)).toBe('play');
    expect(
      autoplayRuns(autoplayReducer(paused, { type: 'set', key: 'hovered', value: false })),
    ).toBe(false);
    const resumed = run(
      { type: 'set', key: 'hovered', value: true },
      { type: 'toggle' },
      { type: 'toggle' },
    );
    expect(autoplayControl(resumed)).toBe('pause');
    expect(
      autoplayRuns(autoplayReducer(resumed, { type: 'set', key: 'hovered', value: false })),
    ).toBe(true);
  });

  it("a visitor's choice wins over the motion preference", () => {
    const played = run({ type: 'set', key: 'reducedMotion', value: true }, { type: 'toggle' });
    expect(autoplayRuns(played)).toBe(true);
    const paused = run({ type: 'toggle' }, { type: 'set', key: 'reducedMotion', value: false });
    expect(autoplayRuns(paused)).toBe(false);
  });

  it('returns the same state when nothing changes, so React skips a render', () => {
    expect(autoplayReducer(initialAutoplay, { type: 'set', key: 'hovered', value: false })).toBe(
      initialAutoplay,
    );
  });
});
