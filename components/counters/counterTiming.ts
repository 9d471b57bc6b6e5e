/** The about page's counters: each counts up once, 2 s long, staggered by 0.2 s. */
export const counterDurationMs = 2000;
/** Share of a counter that must be on screen before it starts. */
export const counterVisibleShare = 0.3;

export function counterDelay(index: number): number {
  return (index + 1) * 200;
}

/** Share of the animation done `elapsedMs` after the counter became visible (0 to 1). */
function counterProgress(elapsedMs: number, delayMs: number): number {
  if (elapsedMs <= delayMs) return 0;
  return Math.min(1, (elapsedMs - delayMs) / counterDurationMs);
}

/** The whole number to show, easing out (cubic): fast at first, settling on the final number. */
export function counterValue(target: number, elapsedMs: number, delayMs: number): number {
  return Math.round(target * (1 - (1 - counterProgress(elapsedMs, delayMs)) ** 3));
}

export function counterDone(elapsedMs: number, delayMs: number): boolean {
  return counterProgress(elapsedMs, delayMs) >= 1;
}
