'use client';

import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/hooks/useReducedMotion';
import { counterDone, counterValue, counterVisibleShare } from './counterTiming';

interface Props {
  value: number;
  suffix: string;
  delayMs: number;
}

/** The page holds the final number; written straight to the DOM: 60 fps needs no React renders. */
export function CountUp({ value, suffix, delayMs }: Props) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !('IntersectionObserver' in window)) return;
    const show = (n: number) => {
      element.textContent = `${n}${suffix}`;
    };
    let frame = 0;
    show(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect(); // once only: scrolling back does not restart it
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          show(counterValue(value, elapsed, delayMs));
          if (!counterDone(elapsed, delayMs)) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: counterVisibleShare },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(value);
    };
  }, [value, suffix, delayMs]);

  return (
    <span ref={ref} data-counter="">
      {value}
      {suffix}
    </span>
  );
}
