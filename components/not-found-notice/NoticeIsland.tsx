'use client';

import { useId, useSyncExternalStore } from 'react';
import { notFoundParam } from '@/lib/locale-path';
import { notFoundSearchText } from '@/lib/not-found-search';
import { subscribeToUrl, urlChangeEvent } from '@/lib/url-change';
import type { NotFoundNoticeLabels } from './labels';
import * as styles from './NotFoundNotice.css';

const readParam = () => new URLSearchParams(window.location.search).get(notFoundParam);

/** Dismissing drops the parameter, so a reload or a shared link does not bring the notice back. */
function dismiss() {
  const params = new URLSearchParams(window.location.search);
  params.delete(notFoundParam);
  const rest = params.toString();
  const url = `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(urlChangeEvent));
}

export function NoticeIsland({
  labels,
  searchAction,
}: {
  labels: NotFoundNoticeLabels;
  searchAction: string;
}) {
  const param = useSyncExternalStore(subscribeToUrl, readParam, () => null);
  const fieldId = useId();
  if (param === null) return null;
  return (
    <div className={styles.notice}>
      <form action={searchAction} method="get" role="search" className={styles.form}>
        <p className={styles.text}>
          <strong>{labels.gone}</strong> <label htmlFor={fieldId}>{labels.searchLabel}</label>
        </p>
        <div className={styles.row}>
          <input
            id={fieldId}
            name="q"
            type="search"
            required
            maxLength={200}
            defaultValue={notFoundSearchText(param)}
            className={styles.input}
          />
          <button type="submit" className={styles.submit}>
            {labels.submit}
          </button>
        </div>
      </form>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={labels.dismiss}
        title={labels.dismiss}
        onClick={dismiss}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
          />
        </svg>
      </button>
    </div>
  );
}
