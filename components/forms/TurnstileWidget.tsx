'use client';

import { useEffect, useRef } from 'react';
import { turnstileField } from '@/lib/requests';
import { loadTurnstile } from '@/lib/turnstile';

/** Without the script (blocked, offline) the form still sends; the endpoint says what lacks. */
export function TurnstileWidget({ siteKey }: { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    let widgetId: string | undefined;
    loadTurnstile()
      .then((turnstile) => {
        if (!current || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          'response-field-name': turnstileField,
          language: document.documentElement.lang || undefined,
        });
      })
      .catch(() => {
        // Blocked or offline: nothing to render.
      });
    return () => {
      current = false;
      if (widgetId !== undefined) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);
  return <div ref={container} />;
}
