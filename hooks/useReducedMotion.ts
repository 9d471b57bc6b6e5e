import { reducedMotionQuery } from '@/styles/tokens';
import { useMediaQuery } from './useMediaQuery';

/** The reduced-motion preference as React state, following changes; false while pre-rendering. */
export function useReducedMotion(): boolean {
  return useMediaQuery(reducedMotionQuery);
}

/** Read once; components that follow changes use useReducedMotion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(reducedMotionQuery).matches;
}
