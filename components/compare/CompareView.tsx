'use client';

import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { useEffect, useState } from 'react';
import { formatIcu } from '@/lib/icu';
import { encodeIds, keptNames, maxCompared, normalizeIds, replaceId } from '@/lib/compare-list';
import { parseStoredIds, serializeIds } from '@/lib/compare-list';
import { compareListKey, compareNamesKey, readList, writeList } from '@/lib/list-store';
import { CopyLink } from '@/components/quote-list/CopyLink';
import { compareRows, visibleRows, type ComparedProduct } from './compareRows';
import { openCompare } from './compareOpening';
import { loadCompared, sortLoaded } from './productPageData';
import type { CompareLabels } from './labels';
import { CompareTable } from './CompareTable';
import { ReplaceChooser } from './ReplaceChooser';
import { notice } from '@/styles/controls.css';
import * as styles from './Compare.css';

interface Props {
  locale: Locale;
  labels: CompareLabels;
  /** The catalogue's specification keys in order: the table's row order. */
  keyOrder: readonly string[];
}

/** Only a product the catalogue lacks leaves the list; one that failed to load stays, to retry. */
export function CompareView({ locale, labels, keyOrder }: Props) {
  const [products, setProducts] = useState<ComparedProduct[] | null>(null);
  /** Listed products whose pages could not be loaded: kept in the list, shown after a retry. */
  const [unloaded, setUnloaded] = useState<string[]>([]);
  const [retrying, setRetrying] = useState(false);
  const [pending, setPending] = useState<ComparedProduct | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const productUrl = (id: string) => pageHref(locale, `/product/${id}`);
  const missingNotice = (ids: string[]) =>
    ids.length > 0 ? [formatIcu(labels.unknown, { ids: ids.join(', ') }, locale)] : [];

  const keep = (next: ComparedProduct[], kept: readonly string[] = unloaded) => {
    const ids = normalizeIds([...next.map((product) => product.id), ...kept]);
    writeList(compareListKey, serializeIds(ids));
    const names = next.reduce((raw, p) => keptNames(raw, ids, p), readList(compareNamesKey));
    writeList(compareNamesKey, names);
    // The address always shows the comparison, so it can be copied and shared as it is.
    const search = ids.length > 0 ? `?ids=${encodeIds(ids)}` : '';
    window.history.replaceState(null, '', `${window.location.pathname}${search}`);
    setProducts(next);
    setUnloaded(ids.filter((id) => !next.some((product) => product.id === id)));
  };

  useEffect(() => {
    const opening = openCompare(window.location.search, parseStoredIds(readList(compareListKey)));
    const all = opening.pending ? [...opening.ids, opening.pending] : opening.ids;
    void loadCompared(all, productUrl).then((loaded) => {
      const { found, missing, failed } = sortLoaded(all, loaded);
      setNotices([
        ...missingNotice(missing),
        ...(opening.truncated ? [formatIcu(labels.tooMany, { max: maxCompared }, locale)] : []),
      ]);
      setPending(found.find((product) => product.id === opening.pending) ?? null);
      keep(
        found.filter((product) => product.id !== opening.pending),
        failed.filter((id) => id !== opening.pending),
      );
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  if (products === null) return <p role="status">{labels.loading}</p>;
  const rows = compareRows(products, keyOrder);
  const shown = visibleRows(rows, onlyDifferences);
  const replace = (replaced: string) => {
    if (!pending) return;
    const ids = replaceId(
      products.map((product) => product.id),
      replaced,
      pending.id,
    );
    keep(ids.map((id) => (id === pending.id ? pending : products.find((p) => p.id === id)!)));
    setPending(null);
  };
  const retry = () => {
    setRetrying(true);
    void loadCompared(unloaded, productUrl).then((loaded) => {
      const { found, missing, failed } = sortLoaded(unloaded, loaded);
      setNotices((current) => [...current, ...missingNotice(missing)]);
      keep([...products, ...found], failed);
      setRetrying(false);
    });
  };

  return (
    <div className={styles.view}>
      {notices.map((text) => (
        <p key={text} className={notice}>
          {text}
        </p>
      ))}
      {unloaded.length > 0 ? (
        <div className={notice} role="alert">
          <p>
            {formatIcu(
              labels.loadFailed,
              {
                count: unloaded.length,
                ids: unloaded.join(', '),
              },
              locale,
            )}
          </p>
          <button
            type="button"
            className={styles.button}
            disabled={retrying}
            aria-busy={retrying}
            onClick={retry}
          >
            {labels.retry}
          </button>
        </div>
      ) : null}
      {pending ? (
        <ReplaceChooser
          pending={pending}
          products={products}
          locale={locale}
          labels={labels}
          onReplace={replace}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {products.length === 0 && unloaded.length === 0 ? (
        <p>
          {labels.empty} <a href={pageHref(locale, '/catalog')}>{labels.browse}</a>
        </p>
      ) : products.length === 0 ? null : (
        <>
          <div className={styles.controls}>
            <label className={styles.switchLabel}>
              <input
                type="checkbox"
                role="switch"
                className={styles.switchInput}
                checked={onlyDifferences}
                onChange={(event) => setOnlyDifferences(event.target.checked)}
              />
              {labels.differencesOnly}
            </label>
            <CopyLink url={window.location.href} labels={labels} buttonClassName={styles.button} />
            <button type="button" className={styles.button} onClick={() => keep([], [])}>
              {labels.clear}
            </button>
          </div>
          {shown.length === 0 && onlyDifferences ? <p>{labels.noDifferences}</p> : null}
          <CompareTable
            products={products}
            rows={shown}
            locale={locale}
            labels={labels}
            onRemove={(id) => keep(products.filter((product) => product.id !== id))}
          />
        </>
      )}
    </div>
  );
}
