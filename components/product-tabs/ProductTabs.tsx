'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from '@/lib/tab-keys';
import * as styles from './ProductTabs.css';

export interface ProductTab {
  id: string;
  label: string;
  /** Rendered on the server; without JavaScript every panel shows, each under its heading. */
  panel: ReactNode;
}

/** ARIA tabs with automatic activation: description, specifications, documents, video. */
export function ProductTabs({ tabs, label }: { tabs: ProductTab[]; label: string }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = tabIndexForKey(event.key, selected, tabs.length);
    if (target === null) return;
    event.preventDefault();
    setSelected(target);
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          tabIndex={0}
          data-selected={index === selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
