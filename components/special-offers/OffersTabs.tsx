'use client';

import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { isOfferLive } from '@/lib/offers';
import { tabIndexForKey } from '@/lib/tab-keys';
import type { Locale } from '@/i18n/routing';
import { OfferCard } from './OfferCard';
import type { OffersTabsLabels } from './labels';
import { defaultCategory, visibleCategories, type OfferCategory } from './offersView';
import type { OfferCardView } from './SpecialOffers';
import * as styles from './SpecialOffers.css';

interface Props {
  locale: Locale;
  cards: OfferCardView[];
  order: readonly OfferCategory[];
  labels: OffersTabsLabels;
}

const noSubscription = () => () => {};
const browserNow = () => Math.floor(Date.now() / 60_000); // minutes: stable between renders
const buildNow = () => null;

/** ARIA tabs (automatic activation) over the offer categories that still have live offers. */
export function OffersTabs({ locale, cards, order, labels }: Props) {
  const id = useId();
  // A static page outlives its build: drop offers that expired since, once in the browser.
  const minutes = useSyncExternalStore(noSubscription, browserNow, buildNow);
  const live =
    minutes === null
      ? cards
      : cards.filter((card) => isOfferLive(card, new Date(minutes * 60_000)));
  const categories = visibleCategories(live, order);
  const [chosen, setChosen] = useState<OfferCategory | null>(null);
  const selected = chosen && categories.includes(chosen) ? chosen : defaultCategory(categories);
  const tabs = useRef(new Map<OfferCategory, HTMLButtonElement>());

  if (!selected) return <p className={styles.empty}>{labels.empty}</p>;

  const select = (category: OfferCategory) => {
    setChosen(category);
    tabs.current.get(category)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = tabIndexForKey(event.key, categories.indexOf(selected), categories.length);
    if (target === null) return;
    event.preventDefault();
    select(categories[target]!);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={labels.tablist}
        className={styles.tablist}
        onKeyDown={onKeyDown}
      >
        {categories.map((category) => (
          <button
            key={category}
            ref={(node) => {
              if (node) tabs.current.set(category, node);
              else tabs.current.delete(category);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${category}`}
            aria-selected={category === selected}
            aria-controls={`${id}-panel-${category}`}
            tabIndex={category === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(category)}
          >
            {labels.tabs[category]}
          </button>
        ))}
      </div>
      {categories.map((category) => (
        <div
          key={category}
          role="tabpanel"
          id={`${id}-panel-${category}`}
          aria-labelledby={`${id}-tab-${category}`}
          tabIndex={0}
          className={styles.panel}
          data-selected={category === selected}
        >
          <h3 className={styles.noScriptHeading}>{labels.tabs[category]}</h3>
          <ul className={styles.cards}>
            {live
              .filter((card) => card.category === category)
              .map((card) => (
                <li key={card.id} className={styles.item}>
                  <OfferCard locale={locale} card={card} labels={labels} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
