import { HighlightedText } from '@/components/search/HighlightedText';
import type * as SearchFormStyles from './SearchForm.css';
import type { SearchInputLabels } from './labels';
import type { Suggestion } from './suggestions';

/**
 * The header field's open suggestion list. It loads with the suggestion search (suggestions.ts),
 * so it is there before the first result opens the list, and not in every page's first script.
 */
export function SuggestionList({
  listId,
  optionId,
  options,
  active,
  brand,
  labels,
  onOpen,
  styles,
}: {
  listId: string;
  optionId: (index: number) => string;
  options: Suggestion[];
  active: number;
  brand: string | undefined;
  labels: SearchInputLabels;
  onOpen: (hit: Suggestion) => void;
  /** SearchInput's class names: a style import here would add style loading to the page's runtime. */
  styles: typeof SearchFormStyles;
}) {
  return (
    <div className={styles.popup}>
      {brand ? <p className={styles.brandNotice}>{labels.brandNotSold[brand]}</p> : null}
      <ul id={listId} role="listbox" aria-label={labels.listLabel} className={styles.listbox}>
        {options.map((hit, index) => (
          <li
            key={hit.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keep focus in the field, so the click lands before blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onOpen(hit)}
          >
            {hit.thumbnail ? (
              // eslint-disable-next-line @next/next/no-img-element -- static SVG thumbnails
              <img
                src={hit.thumbnail}
                alt=""
                width={48}
                height={36}
                className={styles.optionThumbnail}
              />
            ) : (
              <span className={styles.optionThumbnail} />
            )}
            <span className={styles.optionText}>
              <span className={styles.optionTitle}>
                <HighlightedText runs={hit.titleRuns} />
              </span>
              <span className={styles.optionKind}>{hit.category ?? labels.kinds[hit.kind]}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
