'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { formatIcu } from '@/lib/icu';
import {
  brandsNamed,
  thingsNamed,
  type BrandNotSold,
  type ThingNotSold,
} from '@/lib/search/brands';
import { HighlightedText } from './HighlightedText';
import { searchPages } from './pagefindClient';
import { highlightRuns, toSearchHit, type SearchHit } from './searchHits';
import { reportSearch } from './searchReport';
import { useSearchQuery } from './searchQueryStore';
import type { SearchResultsLabels } from './labels';
import * as styles from './SearchPage.css';

const pageSize = 20;

type State =
  | { status: 'idle' }
  | { status: 'error'; query: string }
  | {
      status: 'done';
      query: string;
      total: number;
      hits: SearchHit[];
      terms: string[];
      complete: boolean;
    };

interface Props {
  locale: string;
  labels: SearchResultsLabels;
  /** Shown when nothing matches: the catalogue's main sections. */
  browseLinks: { label: string; href: string }[];
  /** Brands the dealer does not sell: a query naming one is told so. */
  brands: BrandNotSold[];
  /** Things the dealer neither sells nor services: a query naming one finds nothing, and is told so. */
  things: ThingNotSold[];
  /** Shown when nothing matches, or search fails: phone, message and service request. */
  askUs: ReactNode;
}

/** Results for ?q=, searched in the browser with the export's Pagefind index. */
export function SearchResults({ locale, labels, browseLinks, brands, things, askUs }: Props) {
  const query = useSearchQuery().trim();
  const [limit, setLimit] = useState(pageSize);
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    if (!query) return;
    let cancelled = false;
    // A thing the shop does not deal in: the nearest machine or repair would mislead.
    const search = thingsNamed(query, things).length
      ? Promise.resolve({ total: 0, pages: [], terms: [], complete: false })
      : searchPages(query, limit);
    search
      .then(({ total, pages, terms, complete }) => {
        if (cancelled) return;
        setState({ status: 'done', query, total, hits: pages.map(toSearchHit), terms, complete });
        // A submitted query: counted now, with whether anything was found (once per tab).
        void reportSearch(query, locale, total > 0);
      })
      .catch(() => !cancelled && setState({ status: 'error', query }));
    return () => {
      cancelled = true;
    };
  }, [query, limit, locale, things]);

  if (!query) return <p>{labels.enterQuery}</p>;
  // Results of an earlier query stay out; "show more" keeps the current ones while it loads.
  if (state.status === 'error' && state.query === query)
    return (
      <>
        <p role="alert">{labels.error}</p>
        {askUs}
      </>
    );
  if (state.status !== 'done' || state.query !== query)
    return <p role="status">{labels.loading}</p>;

  const count = formatIcu(labels.count, { query: state.query, count: state.total }, locale);
  // The words actually searched (stems, corrected typos) are the ones marked in titles.
  const marked = state.terms.join(' ');
  const brand = brandsNamed(state.query, brands)[0];
  const thing = thingsNamed(state.query, things)[0];
  return (
    <div>
      <p role="status" className={styles.status}>
        {count}
      </p>
      {thing ? (
        <p className={styles.notice}>
          {formatIcu(labels.thingNotSold, { thing: thing.name[locale === 'en' ? 'en' : 'ka'] })}
        </p>
      ) : brand ? (
        <p className={styles.notice}>{formatIcu(labels.brandNotSold, { brand: brand.name })}</p>
      ) : !state.complete && state.total > 0 ? (
        <p className={styles.notice}>{labels.partialMatch}</p>
      ) : null}
      {state.total === 0 ? (
        <div className={styles.noResults}>
          {thing ? null : <p>{labels.noResultsHint}</p>}
          <p>{labels.browse}</p>
          <ul className={styles.browse}>
            {browseLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          {askUs}
        </div>
      ) : (
        <ol className={styles.list}>
          {state.hits.map((hit) => (
            <li key={hit.href} className={styles.item}>
              {hit.thumbnail ? (
                // eslint-disable-next-line @next/next/no-img-element -- static SVG thumbnails
                <img
                  src={hit.thumbnail}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className={styles.thumbnail}
                />
              ) : null}
              <div className={hit.thumbnail ? styles.body : styles.wideBody}>
                <span className={styles.kind}>
                  {hit.category
                    ? formatIcu(labels.productIn, { category: hit.category })
                    : labels.kinds[hit.kind]}
                </span>
                <a href={hit.href} className={styles.title}>
                  <HighlightedText runs={highlightRuns(hit.title, marked)} />
                </a>
                <p className={styles.text}>
                  <HighlightedText runs={hit.excerpt} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {state.total > state.hits.length ? (
        <button type="button" className={styles.more} onClick={() => setLimit(limit + pageSize)}>
          {labels.showMore}
        </button>
      ) : null}
    </div>
  );
}
