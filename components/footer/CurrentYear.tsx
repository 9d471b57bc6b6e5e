'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** The page outlives its build: show the visitor's current year, the build year until hydration. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
