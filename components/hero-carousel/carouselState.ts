/** Timing and distances of the hero carousel. */
export const heroAutoplayMs = 5000;
export const swipeThresholdPx = 50;
/**
 * A 0.5 s slide change, in Embla's own speed units (its `duration` option, not
 * milliseconds): 27 covers 95% of a slide change in 0.5 s (measured 513 ms).
 */
export const slideDuration = 27;

/** Index after moving `step` slides from `index`, wrapping both ways. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Where a drag ends: past the threshold it moves one slide in the drag's direction (dragging
 * left shows the next slide); a shorter drag snaps back to the slide it started on.
 */
export function slideAfterDrag(
  start: number,
  deltaX: number,
  count: number,
  threshold = swipeThresholdPx,
): number {
  if (Math.abs(deltaX) <= threshold) return wrapIndex(start, 0, count);
  return wrapIndex(start, deltaX < 0 ? 1 : -1, count);
}

/** Slides whose images load eagerly: the current one, one before and two after (wrapping). */
export function eagerSlides(current: number, count: number): Set<number> {
  const indexes = new Set<number>();
  for (const step of [-1, 0, 1, 2]) if (count > 0) indexes.add(wrapIndex(current, step, count));
  return indexes;
}

/**
 * Autoplay, kept here rather than in the Embla plugin: the plugin forgets whether it was playing
 * each time Embla re-initialises (any change of width: a window resize, a phone rotated), so the
 * carousel asks these functions again after every re-initialisation.
 */
export interface AutoplayState {
  /** The visitor's play/pause choice; null until they press the control. */
  choice: boolean | null;
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** A mouse pointer rests on the slides. */
  hovered: boolean;
  /** Keyboard focus is inside the slides (a slide's link). */
  focused: boolean;
  /** A drag of the slides is under way. */
  dragging: boolean;
}

export type AutoplayEvent =
  /**
   * The play/pause control. It flips what the control offers, which depends on the motion
   * preference: the component passes the one its media query reports now.
   */
  | { type: 'toggle'; reducedMotion?: boolean }
  | { type: 'reducedMotion'; value: boolean }
  | { type: 'hover'; value: boolean }
  | { type: 'focus'; value: boolean }
  | { type: 'drag'; value: boolean }
  /** Embla re-initialised (a change of width): nothing the visitor chose changes. */
  | { type: 'reInit' };

export const initialAutoplay: AutoplayState = {
  choice: null,
  reducedMotion: false,
  hovered: false,
  focused: false,
  dragging: false,
};

/** The slideshow is switched on: the visitor's choice, or, until they make one, full motion. */
export function autoplayOn(state: AutoplayState): boolean {
  return state.choice ?? !state.reducedMotion;
}

/** The slides advance right now: switched on, and no pointer, focus or drag holds them. */
export function autoplayRuns(state: AutoplayState): boolean {
  return autoplayOn(state) && !state.hovered && !state.focused && !state.dragging;
}

/**
 * What the play/pause control offers: to pause while the slideshow is switched on, also while a
 * hover or focus holds it for a moment (pressing it then stops it for good), else to play.
 */
export function autoplayControl(state: AutoplayState): 'pause' | 'play' {
  return autoplayOn(state) ? 'pause' : 'play';
}

export function autoplayReducer(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  switch (event.type) {
    case 'toggle': {
      const reducedMotion = event.reducedMotion ?? state.reducedMotion;
      return { ...state, reducedMotion, choice: !autoplayOn({ ...state, reducedMotion }) };
    }
    case 'reducedMotion':
      return state.reducedMotion === event.value ? state : { ...state, reducedMotion: event.value };
    case 'hover':
      return state.hovered === event.value ? state : { ...state, hovered: event.value };
    case 'focus':
      return state.focused === event.value ? state : { ...state, focused: event.value };
    case 'drag':
      return state.dragging === event.value ? state : { ...state, dragging: event.value };
    case 'reInit':
      return state;
  }
}
