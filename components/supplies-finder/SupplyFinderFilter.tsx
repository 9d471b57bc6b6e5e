'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatIcu } from '@/lib/icu';
import { matchesDevice } from '@/lib/supplies';
import * as styles from './SuppliesFinder.css';
import type { FinderLabels } from './labels';

export interface FinderDeviceData {
  /** The id of the device's entry in the list below (the island shows or hides it). */
  elementId: string;
  /** What a typed model is matched against: names in both languages, the id. */
  texts: string[];
}

interface Props {
  devices: FinderDeviceData[];
  suggestions: string[];
  labels: FinderLabels;
}

/** Types or picks a model and hides the devices it does not name; the list is in the HTML. */
export function SupplyFinderFilter({ devices, suggestions, labels }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const field = useRef<HTMLInputElement>(null);

  // ?model= opens the finder on that model; typing before hydration wins over it.
  useEffect(() => {
    const early = field.current?.value ?? '';
    const model = new URLSearchParams(window.location.search).get('model')?.slice(0, 100);
    const start = early || model;
    // Set once, after hydration: the field and the URL are only readable in the browser.
    if (start) setQuery(start);
  }, []);

  const shown = useMemo(
    () => devices.filter((device) => matchesDevice(query, device.texts)),
    [devices, query],
  );
  useEffect(() => {
    const visible = new Set(shown.map((device) => device.elementId));
    for (const device of devices) {
      const element = document.getElementById(device.elementId);
      if (element) element.hidden = !visible.has(device.elementId);
    }
  }, [devices, shown]);

  return (
    <div className={styles.filter}>
      <label htmlFor={`${id}-model`} className={styles.label}>
        {labels.field}
      </label>
      <input
        ref={field}
        id={`${id}-model`}
        className={styles.input}
        type="text"
        inputMode="search"
        autoComplete="off"
        list={`${id}-models`}
        value={query}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setQuery(event.target.value)}
      />
      <datalist id={`${id}-models`}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className={styles.hint}>
        {labels.hint}
      </p>
      <p role="status" className={styles.status}>
        {shown.length === 0
          ? formatIcu(labels.none, { query: query.trim() })
          : formatIcu(
              labels.shown,
              {
                count: shown.length,
                total: devices.length,
              },
              labels.locale,
            )}
      </p>
    </div>
  );
}
