/** The typed text's state machine: type a phrase, pause, delete it, type the next one. */
export type TypedPhase = 'typing' | 'pausing' | 'deleting';

export interface TypedState {
  phrase: number;
  /** Characters of the current phrase on screen. */
  length: number;
  phase: TypedPhase;
}

export interface TypedTiming {
  typingMs: number;
  deletingMs: number;
  pauseMs: number;
}

export const typedTextDefaults: TypedTiming = { typingMs: 50, deletingMs: 30, pauseMs: 2000 };
/** The about page's partners heading: 75 ms per character, 1.5 s pause. */
export const partnersHeadingTiming: TypedTiming = {
  ...typedTextDefaults,
  typingMs: 75,
  pauseMs: 1500,
};

/** Characters, not UTF-16 units, so no letter is ever cut in half. */
export const characters = (text: string): string[] => Array.from(text);

/** Start with the first phrase fully written, as the pre-rendered page shows it. */
export function initialTypedState(phrases: readonly string[]): TypedState {
  return { phrase: 0, length: characters(phrases[0] ?? '').length, phase: 'pausing' };
}

export function nextTypedState(state: TypedState, phrases: readonly string[]): TypedState {
  const count = phrases.length;
  if (count === 0) return state;
  const full = characters(phrases[state.phrase] ?? '').length;
  switch (state.phase) {
    case 'typing':
      return state.length + 1 >= full
        ? { ...state, length: full, phase: 'pausing' }
        : { ...state, length: state.length + 1 };
    case 'pausing':
      return { ...state, phase: 'deleting' };
    case 'deleting':
      return state.length - 1 <= 0
        ? { phrase: (state.phrase + 1) % count, length: 0, phase: 'typing' }
        : { ...state, length: state.length - 1 };
  }
}

export function typedDelay(state: TypedState, timing: TypedTiming): number {
  if (state.phase === 'pausing') return timing.pauseMs;
  return state.phase === 'typing' ? timing.typingMs : timing.deletingMs;
}

export function typedText(state: TypedState, phrases: readonly string[]): string {
  return characters(phrases[state.phrase] ?? '')
    .slice(0, state.length)
    .join('');
}
