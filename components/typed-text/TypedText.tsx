'use client';

import { useEffect, useState } from 'react';
import { useReducedMotion } from '@/lib/reduced-motion';
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
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (reducedMotion || phrases.length === 0) return;
    const id = window.setTimeout(
      () => setState((current) => nextTypedState(current, phrases)),
      typedDelay(state, timing),
    );
    return () => window.clearTimeout(id);
  }, [state, reducedMotion, phrases, timing]);

  const shown = reducedMotion ? (phrases[0] ?? '') : typedText(state, phrases);
  return (
    <>
      <span className={visuallyHidden}>{label}</span>
      <span aria-hidden="true" data-typed="">
        {shown}
        <span className={styles.cursor} />
      </span>
    </>
  );
}
