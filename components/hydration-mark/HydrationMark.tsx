'use client';

import { useEffect } from 'react';

/** Clicks before hydration do nothing, so browser tests wait for this (tests/e2e/fixtures.ts). */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
