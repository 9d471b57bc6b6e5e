import { reducedMotionQuery } from '@/styles/tokens';

/**
 * Whether the visitor asked for less motion, read once; false while pre-rendering. Components
 * that follow changes use the useReducedMotion hook (hooks/useReducedMotion.ts).
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(reducedMotionQuery).matches;
}
