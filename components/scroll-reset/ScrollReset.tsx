'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { samePageIgnoringLocale } from '@/lib/locale-path';
import { sessionStore } from '@/lib/safe-storage';
import { takeRememberedScroll } from '@/lib/scroll-memory';

/** A new page starts at the top; switching only the language keeps the reader's place. */
export function ScrollReset() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    const remembered = takeRememberedScroll(sessionStore(), pathname);
    if (remembered !== null) {
      // The new language's page renders in the same frame; restore once it has its height.
      requestAnimationFrame(() => window.scrollTo({ top: remembered, behavior: 'instant' }));
    } else if (!samePageIgnoringLocale(previous.current, pathname)) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
    previous.current = pathname;
  }, [pathname]);

  return null;
}
