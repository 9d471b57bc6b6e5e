import { lazy, Suspense } from 'react';
import type { Locale } from '@/i18n/routing';
import { honeypotField } from '@/lib/requests';
import { visuallyHidden } from '@/styles/utilities.css';
import type { SpamLabels } from './DeliveryFooter';

// Own chunk: only a build with a Turnstile site key renders it.
const TurnstileWidget = lazy(() =>
  import('./TurnstileWidget').then((module) => ({ default: module.TurnstileWidget })),
);

export type RequestKind = 'contact' | 'quote' | 'service' | 'meter';

interface Props {
  kind: RequestKind;
  locale: Locale;
  labels: SpamLabels;
}

/** Kind and language (a no-JS post needs both), the honeypot bots fill, and Turnstile. */
export function RequestFields({ kind, locale, labels }: Props) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="locale" value={locale} />
      <div className={visuallyHidden} aria-hidden="true">
        <label>
          {labels.honeypot}
          <input
            type="text"
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      {labels.turnstileSiteKey ? (
        <Suspense fallback={null}>
          <TurnstileWidget siteKey={labels.turnstileSiteKey} />
        </Suspense>
      ) : null}
    </>
  );
}
