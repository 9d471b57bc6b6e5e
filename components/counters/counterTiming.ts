/** The about page's counters: each counts up once, 2 s long, staggered by 0.2 s. */
export const counterDurationMs = 2000;
export const counterDelaysMs = [200, 400, 600, 800] as const;
/** Share of a counter that must be on screen before it starts. */
export const counterVisibleShare = 0.3;

/** The delay of the counter at `index`, continuing the 0.2 s step past the fourth. */
export function counterDelay(index: number): number {
  return counterDelaysMs[index] ?? (index + 1) * 200;
}

/** Ease-out cubic: fast at first, settling gently on the final number. */
export function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** Share of the animation done `elapsedMs` after the counter became visible (0 to 1). */
export function counterProgress(
  elapsedMs: number,
  delayMs: number,
  durationMs: number = counterDurationMs,
): number {
  if (elapsedMs <= delayMs) return 0;
  return Math.min(1, (elapsedMs - delayMs) / durationMs);
}

/** The whole number to show `elapsedMs` after the counter became visible. */
export function counterValue(
  target: number,
  elapsedMs: number,
  delayMs: number,
  durationMs: number = counterDurationMs,
): number {
  return Math.round(target * easeOut(counterProgress(elapsedMs, delayMs, durationMs)));
}

export function counterDone(
  elapsedMs: number,
  delayMs: number,
  durationMs: number = counterDurationMs,
): boolean {
  return counterProgress(elapsedMs, delayMs, durationMs) >= 1;
}
