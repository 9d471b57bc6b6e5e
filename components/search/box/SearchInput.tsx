'use client';

import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import type { BrandNotSold } from '@/lib/search/brands';
import {
  closedCombobox,
  comboboxReducer,
  maxSuggestions,
  reportPauseMs,
  suggestionDelayMs,
  wantsSuggestions,
} from './comboboxState';
import { isBlankQuery, resultsPageQuery } from './searchQuery';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './SearchForm.css';
import type { SearchInputLabels } from './labels';
import type { Suggestion, SuggestionList } from './suggestions';

// Loaded on the first focus or keystroke, not with the page (see suggestions.ts).
const loadSuggestions = () => import('./suggestions');
const warmUp = (term?: string) =>
  void loadSuggestions()
    .then(({ warmUpSearch }) => warmUpSearch(term))
    .catch(() => undefined); // offline: the search itself says so when asked

/**
 * The header's search field, a WAI-ARIA combobox: suggestions after two characters (debounced),
 * arrows to move, Enter to open one, Escape to close (and, once closed, to clear the field). An empty
 * or blank submit is ignored.
 */
export function SearchInput({
  locale,
  labels,
  brands,
}: {
  locale: string;
  labels: SearchInputLabels;
  brands: BrandNotSold[];
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [typed, setTyped] = useState(false);
  // Each with its title's runs: the words searched (stems, corrected typos) marked.
  const [options, setOptions] = useState<Suggestion[]>([]);
  // A brand the dealer does not sell, named by the query: said above the suggestions.
  const [brand, setBrand] = useState<string | undefined>();
  const [state, dispatch] = useReducer(comboboxReducer, closedCombobox);
  // The list's markup comes with the suggestion search, before its first results.
  const [List, setList] = useState<typeof SuggestionList | undefined>();
  // The search could not load (offline): said until a later keystroke's attempt succeeds.
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    // Typed before the island hydrated (its scripts load after the first paint): keep it, and
    // suggest for it, before a re-render puts the empty state back into the field.
    const early = ref.current?.value ?? '';
    const form = ref.current?.form;
    if (early !== '') {
      setValue(early);
      setTyped(true);
    } else if (form) {
      // On the results page the field keeps the query searched, to refine it.
      setValue(resultsPageQuery(form.getAttribute('action') ?? '', window.location));
    }
    if (!form) return;
    form.noValidate = true; // JavaScript takes over from the browser's pattern check
    const onSubmit = (event: SubmitEvent) => {
      if (isBlankQuery(ref.current?.value)) {
        event.preventDefault();
        ref.current?.focus();
      }
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  useEffect(() => {
    if (!typed || !wantsSuggestions(value)) {
      dispatch({ type: 'results', count: 0 });
      return;
    }
    let current = true;
    let report: number | undefined;
    const typedAt = Date.now();
    const timer = window.setTimeout(() => {
      loadSuggestions()
        .then(async ({ suggest, brandNamed, reportSearch, SuggestionList }) => ({
          SuggestionList,
          found: await suggest(value, maxSuggestions),
          named: brandNamed(value, brands),
          reportSearch,
        }))
        .then(({ found, named, reportSearch, SuggestionList }) => {
          if (!current) return;
          setList(() => SuggestionList);
          setUnavailable(false);
          setOptions(found);
          setBrand(named);
          dispatch({ type: 'results', count: found.length });
          // Counted once typing pauses (a keystroke before then cancels it), never per keystroke.
          const wait = Math.max(0, typedAt + reportPauseMs - Date.now());
          report = window.setTimeout(() => {
            void reportSearch(value, locale, found.length > 0);
          }, wait);
        })
        .catch(() => {
          if (!current) return;
          setUnavailable(true);
          dispatch({ type: 'results', count: 0 });
        });
    }, suggestionDelayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
      window.clearTimeout(report);
    };
  }, [value, typed, brands, locale]);

  const open = (hit: Suggestion | undefined) => {
    if (hit) window.location.assign(hit.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dispatch({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (event.key === 'Escape' && state.open) {
      event.preventDefault();
      dispatch({ type: 'close' });
    } else if (event.key === 'Escape' && value !== '') {
      // Escape on a closed list clears the field (APG combobox), as type="search" used to do.
      event.preventDefault();
      setValue('');
    } else if (event.key === 'Enter' && state.open && state.active >= 0) {
      event.preventDefault();
      open(options[state.active]);
    }
  };

  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className={styles.combobox}>
      <input
        ref={ref}
        id="site-search"
        name="q"
        // A text input, not type="search": HTML allows role="combobox" only on text inputs; the
        // form's search landmark, inputMode and enterKeyHint keep the search keyboard and meaning.
        // No spell-check underlines: queries are model codes and fragments, not prose.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        spellCheck={false}
        required
        pattern=".*\S.*"
        maxLength={200}
        autoComplete="off"
        placeholder={labels.placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={state.open ? listId : undefined}
        aria-activedescendant={state.open && state.active >= 0 ? optionId(state.active) : undefined}
        value={value}
        onFocus={() => warmUp()}
        onChange={(event) => {
          setValue(event.target.value);
          setTyped(true);
          warmUp(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => dispatch({ type: 'close' })}
      />
      {/* The popup exists only while open, so the static HTML carries no empty listbox. */}
      {state.open && List ? (
        <List
          listId={listId}
          optionId={optionId}
          options={options}
          active={state.active}
          brand={brand}
          labels={labels}
          onOpen={open}
          styles={styles}
        />
      ) : null}
      {unavailable && typed && wantsSuggestions(value) ? (
        <p className={styles.popup}>{labels.unavailable}</p>
      ) : null}
      <div aria-live="polite" className={visuallyHidden}>
        {unavailable ? labels.unavailable : ''}
        {state.open && brand ? `${labels.brandNotSold[brand]} ` : ''}
        {state.open ? labels.suggestions[state.count] : ''}
      </div>
    </div>
  );
}
