/** Spec numbers for the hero carousel. */
export const heroAutoplayMs = 5000;
export const swipeThresholdPx = 50;
export const transitionMs = 500;

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
