'use client';

import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once the page's islands answer: a click on a button before then
 * does nothing, so the browser tests wait for it after each page load (tests/e2e/fixtures.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
