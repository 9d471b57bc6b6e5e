export const scrollToTopThreshold = 300;

export function isPastScrollThreshold(scrollY: number): boolean {
  return scrollY > scrollToTopThreshold;
}
