'use client';

import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/hooks/useReducedMotion';
import { visuallyHidden } from '@/styles/utilities.css';
import {
  initialTypedState,
  nextTypedState,
  typedDelay,
  typedText,
  typedTextDefaults,
  type TypedTiming,
} from './typedTextState';
import * as styles from './TypedText.css';

interface Props {
  phrases: readonly string[];
  /** The whole text, read by screen readers instead of the animation. */
  label: string;
  timing?: TypedTiming;
}

/** Types a phrase, pauses, deletes it and types the next; still under reduced motion. */
export function TypedText({ phrases, label, timing = typedTextDefaults }: Props) {
  const [state, setState] = useState(() => initialTypedState(phrases));
  // Where the animation is, so it resumes there if reduced motion is switched off again.
  const stateRef = useRef(state);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (reducedMotion || phrases.length === 0) return;
    // Each tick schedules the next itself, so the rhythm does not wait for React to render.
    let id = window.setTimeout(
      function tick() {
        stateRef.current = nextTypedState(stateRef.current, phrases);
        setState(stateRef.current);
        id = window.setTimeout(tick, typedDelay(stateRef.current, timing));
      },
      typedDelay(stateRef.current, timing),
    );
    return () => window.clearTimeout(id);
  }, [reducedMotion, phrases, timing]);

  const shown = reducedMotion ? (phrases[0] ?? '') : typedText(state, phrases);
  return (
    <>
      <span className={visuallyHidden}>{label}</span>
      {/* The animated copy is for the eye only: the index reads the label above once. */}
      <span aria-hidden="true" data-typed="" data-pagefind-ignore="">
        {shown}
        <span className={styles.cursor} />
      </span>
    </>
  );
}
