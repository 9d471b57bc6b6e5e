import {
  initialTypedState,
  nextTypedState,
  partnersHeadingTiming,
  typedDelay,
  typedText,
  typedTextDefaults,
  type TypedState,
} from '@/components/typed-text/typedTextState';

const phrases = ['Our partners', 'Top', 'ჩვენი'];

/** Run the machine until `until` is true, collecting what the screen shows after each tick. */
function run(start: TypedState, until: (s: TypedState) => boolean, limit = 200) {
  const shown: string[] = [];
  let state = start;
  for (let i = 0; i < limit && !until(state); i += 1) {
    state = nextTypedState(state, phrases);
    shown.push(typedText(state, phrases));
  }
  return { state, shown };
}

describe('typed text state machine', () => {
  it('uses 50 ms typing, 30 ms deleting and a 2 s pause by default', () => {
    expect(typedTextDefaults).toEqual({ typingMs: 50, deletingMs: 30, pauseMs: 2000 });
  });

  it('types the partners heading at 75 ms a character and pauses 1.5 s', () => {
    expect(typedDelay({ phrase: 0, length: 3, phase: 'typing' }, partnersHeadingTiming)).toBe(75);
    expect(typedDelay({ phrase: 0, length: 3, phase: 'pausing' }, partnersHeadingTiming)).toBe(
      1500,
    );
    expect(typedDelay({ phrase: 0, length: 3, phase: 'deleting' }, partnersHeadingTiming)).toBe(30);
  });

  it('starts on the whole first phrase, as the pre-rendered page shows it', () => {
    const state = initialTypedState(phrases);
    expect(typedText(state, phrases)).toBe('Our partners');
    expect(state.phase).toBe('pausing');
  });

  it('pauses, deletes one character a tick, then types the next phrase', () => {
    const { state, shown } = run(
      initialTypedState(phrases),
      (s) => s.phrase === 1 && s.phase === 'pausing',
    );
    expect(shown[0]).toBe('Our partners'); // pausing -> deleting keeps the text
    expect(shown[1]).toBe('Our partner');
    expect(shown).toContain('');
    expect(shown.slice(-3)).toEqual(['T', 'To', 'Top']);
    expect(typedText(state, phrases)).toBe('Top');
  });

  it('wraps from the last phrase to the first and types Georgian letter by letter', () => {
    const onLast: TypedState = { phrase: 2, length: 0, phase: 'typing' };
    const typing = run(onLast, (s) => s.phase === 'pausing');
    expect(typing.shown).toEqual(['ჩ', 'ჩვ', 'ჩვე', 'ჩვენ', 'ჩვენი']);
    const wrapped = run(typing.state, (s) => s.phrase === 0 && s.phase === 'typing');
    expect(wrapped.state).toEqual({ phrase: 0, length: 0, phase: 'typing' });
  });
});
