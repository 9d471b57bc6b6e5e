'use client';

import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { useEffect, useState } from 'react';
import { fillTemplate } from '@/lib/fill-template';
import { encodeIds, keptNames, maxCompared, replaceId, serializeIds } from '@/lib/compare-list';
import { compareListKey, compareNamesKey, readList, writeList } from '@/lib/list-store';
import { parseStoredIds } from '@/lib/compare-list';
import { compareRows, visibleRows, type ComparedProduct } from './compareTable';
import { openCompare } from './compareOpening';
import { loadCompared } from './productPageData';
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

/** The compare page's island: reads the list, loads each product's page, draws the table. */
export function CompareView({ locale, labels, keyOrder }: Props) {
  const [products, setProducts] = useState<ComparedProduct[] | null>(null);
  const [pending, setPending] = useState<ComparedProduct | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [copied, setCopied] = useState(false);

  const keep = (next: ComparedProduct[]) => {
    const ids = next.map((product) => product.id);
    writeList(compareListKey, serializeIds(ids));
    const names = next.reduce((raw, p) => keptNames(raw, ids, p), readList(compareNamesKey));
    writeList(compareNamesKey, names);
    // The address always shows the comparison, so it can be copied and shared as it is.
    const search = ids.length > 0 ? `?ids=${encodeIds(ids)}` : '';
    window.history.replaceState(null, '', `${window.location.pathname}${search}`);
    setProducts(next);
    setCopied(false);
  };

  useEffect(() => {
    const opening = openCompare(window.location.search, parseStoredIds(readList(compareListKey)));
    const all = opening.pending ? [...opening.ids, opening.pending] : opening.ids;
    void loadCompared(all, (id) => pageHref(locale, `/product/${id}`)).then((loaded) => {
      const found = loaded.filter((product): product is ComparedProduct => product !== null);
      const unknown = all.filter((id) => !found.some((product) => product.id === id));
      setNotices([
        ...(unknown.length > 0 ? [fillTemplate(labels.unknown, { ids: unknown.join(', ') })] : []),
        ...(opening.truncated ? [fillTemplate(labels.tooMany, { max: String(maxCompared) })] : []),
      ]);
      setPending(found.find((product) => product.id === opening.pending) ?? null);
      keep(found.filter((product) => product.id !== opening.pending));
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

  return (
    <div className={styles.view}>
      {notices.map((text) => (
        <p key={text} className={notice}>
          {text}
        </p>
      ))}
      {pending ? (
        <ReplaceChooser
          pending={pending}
          products={products}
          labels={labels}
          onReplace={replace}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {products.length === 0 ? (
        <p>
          {labels.empty} <a href={pageHref(locale, '/catalog')}>{labels.browse}</a>
        </p>
      ) : (
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
            <button
              type="button"
              className={styles.button}
              onClick={() =>
                void (navigator.clipboard?.writeText(window.location.href) ?? Promise.reject())
                  .then(() => setCopied(true))
                  .catch(() => setCopied(false))
              }
            >
              {labels.copy}
            </button>
            <button type="button" className={styles.button} onClick={() => keep([])}>
              {labels.clear}
            </button>
            <span role="status">{copied ? labels.copied : ''}</span>
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
