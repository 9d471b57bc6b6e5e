'use client';

import { useId, useSyncExternalStore } from 'react';
import { localStore } from '@/lib/safe-storage';
import { privacyAllowsReports, searchCountingOffKey, type PrivacySignals } from './searchReport';

export interface SearchCountingLabels {
  heading: string;
  /** The switch: "Count my searches, without who I am". */
  count: string;
  on: string;
  off: string;
  /** Do Not Track or Global Privacy Control is on: nothing is counted whatever the switch says. */
  browser: string;
}

type Choice = 'unknown' | 'on' | 'off' | 'browser';

const listeners = new Set<() => void>();
/** This page's own choices, and another tab's ("storage" fires there). */
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function browserChoice(): Choice {
  if (!privacyAllowsReports(navigator as Navigator & PrivacySignals)) return 'browser';
  return localStore().getItem(searchCountingOffKey) === null ? 'on' : 'off';
}

/** The visitor's "no" is kept in this browser; before it is read, the switch waits. */
export function SearchCountingChoice({
  labels,
  className,
  headingClassName,
}: {
  labels: SearchCountingLabels;
  className?: string;
  headingClassName?: string;
}) {
  const choice = useSyncExternalStore(subscribe, browserChoice, () => 'unknown' as Choice);
  const id = useId();
  const choose = (count: boolean) => {
    if (count) localStore().removeItem(searchCountingOffKey);
    else localStore().setItem(searchCountingOffKey, '1');
    listeners.forEach((listener) => listener());
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={className} data-pagefind-ignore="">
      <h2 id={`${id}-heading`} className={headingClassName}>
        {labels.heading}
      </h2>
      {choice === 'browser' ? (
        <p>{labels.browser}</p>
      ) : (
        <>
          <label>
            <input
              type="checkbox"
              checked={choice !== 'off'}
              disabled={choice === 'unknown'}
              onChange={(event) => choose(event.target.checked)}
            />{' '}
            {labels.count}
          </label>
          <p role="status">{choice === 'on' ? labels.on : choice === 'off' ? labels.off : ''}</p>
        </>
      )}
    </section>
  );
}
