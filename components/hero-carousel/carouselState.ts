/** Timing and distances of the hero carousel. */
export const heroAutoplayMs = 5000;
const swipeThresholdPx = 50;
/** Embla's `duration` units, not ms: 27 covers 95% of a slide change in 0.5 s (measured). */
export const slideDuration = 27;

/** Index after moving `step` slides from `index`, wrapping both ways. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Past the threshold one slide in the drag's direction; a shorter drag snaps back. */
export function slideAfterDrag(start: number, deltaX: number, count: number): number {
  if (Math.abs(deltaX) <= swipeThresholdPx) return wrapIndex(start, 0, count);
  return wrapIndex(start, deltaX < 0 ? 1 : -1, count);
}

/** Slides whose images load eagerly: the current one, one before and two after (wrapping). */
export function eagerSlides(current: number, count: number): Set<number> {
  const indexes = new Set<number>();
  for (const step of [-1, 0, 1, 2]) if (count > 0) indexes.add(wrapIndex(current, step, count));
  return indexes;
}

/** Autoplay kept here: the Embla plugin forgets its state on every re-init (any width change). */
export interface AutoplayState {
  /** The visitor's play/pause choice; null until they press the control. */
  choice: boolean | null;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  dragging: boolean;
}

export type AutoplayEvent =
  /** What the control offers depends on the motion preference its media query reports now. */
  | { type: 'toggle'; reducedMotion?: boolean }
  /** Something that holds the slides (or the motion preference) changed. */
  | { type: 'set'; key: Exclude<keyof AutoplayState, 'choice'>; value: boolean };

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

/** Pause while switched on (also while hover or focus holds it), else play. */
export function autoplayControl(state: AutoplayState): 'pause' | 'play' {
  return autoplayOn(state) ? 'pause' : 'play';
}

export function autoplayReducer(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  if (event.type === 'set')
    return state[event.key] === event.value ? state : { ...state, [event.key]: event.value };
  const reducedMotion = event.reducedMotion ?? state.reducedMotion;
  return { ...state, reducedMotion, choice: !autoplayOn({ ...state, reducedMotion }) };
}
