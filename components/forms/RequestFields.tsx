import { lazy, Suspense } from 'react';
import type { Locale } from '@/i18n/routing';
import { honeypotField } from '@/lib/requests';
import { visuallyHidden } from '@/styles/utilities.css';
import type { SpamLabels } from './DeliveryFooter';

// Its own chunk: only a build with a Turnstile site key renders it, so the forms' code does not
// carry the widget and its script loader otherwise.
const TurnstileWidget = lazy(() =>
  import('./TurnstileWidget').then((module) => ({ default: module.TurnstileWidget })),
);

export type RequestKind = 'contact' | 'quote' | 'service' | 'meter';

interface Props {
  kind: RequestKind;
  locale: Locale;
  labels: SpamLabels;
}

/**
 * The fields every form sends besides the visitor's: which kind of request it is and in which
 * language to answer (a plain form post without JavaScript needs both), a text field people
 * never see or reach (bots fill every field; the endpoint refuses a filled one), and the
 * Turnstile widget when it is configured.
 */
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
