'use client';

import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CatalogCard, CatalogData } from '@/lib/catalog-cards';
import { fillTemplate } from '@/lib/fill-template';
import { quoteListKey, readList, subscribeLists, writeList } from '@/lib/list-store';
import { localStore } from '@/lib/safe-storage';
import * as list from '@/lib/quote-list';
import type { Recipient } from '@/components/contact-form/DeliveryAlternatives';
import { openQuote, resolveShared, type SharedChoice as Choice } from './quoteOpening';
import type { QuoteListLabels } from './labels';
import { QuoteLines } from './QuoteLines';
import { QuoteRequestForm } from './QuoteRequestForm';
import { ShareLink } from './ShareLink';
import { SharedChoice } from './SharedChoice';
import { notice } from '@/styles/controls.css';
import * as styles from './QuoteList.css';
import { fetchJson } from '@/lib/fetch-json';

interface Props {
  locale: Locale;
  /** The catalogue's JSON in this language: names, pictures and prices of every product. */
  catalogUrl: string;
  labels: QuoteListLabels;
  recipient: Recipient;
  endpoint?: string;
}

type Cards = ReadonlyMap<string, CatalogCard>;
const noList = () => null;

/** The quote page's island: the list, a shared link's question, the share link and the form. */
export function QuoteList({ locale, catalogUrl, labels, recipient, endpoint }: Props) {
  const raw = useSyncExternalStore(subscribeLists, () => readList(quoteListKey), noList);
  const lines = list.parseStoredLines(raw);
  const [cards, setCards] = useState<Cards | 'failed' | null>(null);
  const [pending, setPending] = useState<{ stored: list.QuoteLine[]; shared: list.QuoteLine[] }>();
  const [notices, setNotices] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const save = (next: list.QuoteLine[]) => writeList(quoteListKey, list.serializeLines(next));

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('items');
    fetchJson<CatalogData>(catalogUrl)
      .catch(() => null)
      .then((data) => {
        if (!data) return setCards('failed');
        const known: Cards = new Map(data.products.map((card) => [card.id, card]));
        const has = (id: string) => known.has(id);
        const stored = list.knownLines(list.parseStoredLines(readList(quoteListKey)), has);
        const shared = list.knownLines(list.decodeItems(query), has);
        const dropped = [...stored.unknown, ...shared.unknown];
        const messages = [];
        if (dropped.length > 0)
          messages.push(fillTemplate(labels.unknown, { ids: dropped.join(', ') }));
        if (query && query.split(',').length > list.maxQuoteLines)
          messages.push(fillTemplate(labels.tooMany, { max: String(list.maxQuoteLines) }));
        if (!localStore().persistent()) messages.push(labels.notKept);
        setNotices(messages);
        setCards(known);
        const opening = openQuote(stored.lines, query ? shared.lines : null);
        if (opening.kind === 'choose') return setPending(opening);
        save(opening.lines);
        // The list now lives in this browser: a reload must not ask again.
        if (query) window.history.replaceState(null, '', window.location.pathname);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  const choose = (choice: Choice) => {
    if (!pending) return;
    save(resolveShared(choice, pending.stored, pending.shared));
    setPending(undefined);
    window.history.replaceState(null, '', window.location.pathname);
    setStatus('');
  };
  const remove = (id: string) => {
    const name = (cards instanceof Map && cards.get(id)?.name) || id;
    save(list.removeLine(lines, id));
    setStatus(fillTemplate(labels.removed, { name }));
  };

  if (cards === null) return <p role="status">{labels.loading}</p>;
  const known: Cards = cards === 'failed' ? new Map() : cards;
  const named = lines.map((line) => ({ ...line, name: known.get(line.id)?.name ?? line.id }));
  const summary = fillTemplate(lines.length === 1 ? labels.summaryOne : labels.summaryOther, {
    count: new Intl.NumberFormat(locale).format(lines.length),
    total: new Intl.NumberFormat(locale).format(list.totalQuantity(lines)),
  });

  return (
    <div className={styles.island}>
      {cards === 'failed' ? <p className={notice}>{labels.loadFailed}</p> : null}
      {notices.map((text) => (
        <p key={text} className={notice}>
          {text}
        </p>
      ))}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {pending ? (
        <SharedChoice {...pending} labels={labels.choice} onChoose={choose} />
      ) : lines.length === 0 ? (
        <p className={styles.empty}>
          {labels.empty} <a href={pageHref(locale, '/catalog')}>{labels.browse}</a>
        </p>
      ) : (
        <>
          <section aria-labelledby="quote-lines-heading">
            <h2 id="quote-lines-heading" className={styles.subheading}>
              {labels.linesHeading}
            </h2>
            <p className={styles.summary}>{summary}</p>
            <QuoteLines
              lines={lines}
              cards={known}
              locale={locale}
              labels={labels}
              onQuantity={(id, quantity) => save(list.setQuantity(lines, id, quantity))}
              onRemove={remove}
            />
            <div className={styles.buttons}>
              <ShareLink locale={locale} lines={lines} labels={labels} />
              <button
                type="button"
                className={styles.buttonQuiet}
                onClick={() => {
                  save([]);
                  setStatus(labels.cleared);
                }}
              >
                {labels.clear}
              </button>
            </div>
          </section>
          <QuoteRequestForm
            lines={named}
            labels={labels.form}
            recipient={recipient}
            endpoint={endpoint}
            onSent={() => {
              save([]);
              setStatus(labels.form.status.sent);
            }}
          />
        </>
      )}
    </div>
  );
}
