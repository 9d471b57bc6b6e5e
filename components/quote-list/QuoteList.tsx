'use client';

import type { Locale } from '@/i18n/routing';
import { pageHref } from '@/lib/page-href';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CatalogData, CatalogDataCard } from '@/lib/catalog-cards';
import { quoteTotal } from '@/lib/quote-list/total';
import { quoteListKey, readList, subscribeLists, writeList } from '@/lib/list-store';
import { formatIcu, type CompiledMessage } from '@/lib/icu';
import { localStore } from '@/lib/safe-storage';
import * as list from '@/lib/quote-list/lines';
import type { Recipient } from '@/components/forms/DeliveryAlternatives';
import { openQuote, resolveShared, type SharedChoice as Choice } from './quoteOpening';
import type { QuoteListLabels } from './labels';
import { QuoteLines } from './QuoteLines';
import { QuoteRequestForm } from './QuoteRequestForm';
import { CopyLink } from './CopyLink';
import { SharedChoice } from './SharedChoice';
import { QuoteTotal } from './QuoteTotal';
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

type Cards = ReadonlyMap<string, CatalogDataCard>;
const noList = () => null;

/** The quote page's island: the list, a shared link's question, the share link and the form. */
export function QuoteList({ locale, catalogUrl, labels, recipient, endpoint }: Props) {
  const raw = useSyncExternalStore(subscribeLists, () => readList(quoteListKey), noList);
  const lines = list.parseStoredLines(raw);
  const [cards, setCards] = useState<Cards | 'failed' | null>(null);
  const [pending, setPending] = useState<{ stored: list.QuoteLine[]; shared: list.QuoteLine[] }>();
  const [notices, setNotices] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  // While the request is on its way the list is frozen: what is sent is what stays sent.
  const [sending, setSending] = useState(false);
  const save = (next: list.QuoteLine[]) => writeList(quoteListKey, list.serializeLines(next));
  const format = (message: CompiledMessage, values: Record<string, string | number>) =>
    formatIcu(message, values, locale);
  const notFitted = (dropped: string[]) =>
    dropped.length > 0
      ? [
          format(labels.notFitted, {
            count: dropped.length,
            max: list.maxQuoteLines,
            ids: dropped.join(', '),
          }),
        ]
      : [];

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('items');
    fetchJson<CatalogData>(catalogUrl)
      .catch(() => null)
      .then((data) => {
        const known: Cards = new Map(data?.products.map((card) => [card.id, card]));
        const stored = list.parseStoredLines(readList(quoteListKey));
        const shared = list.decodeItems(query);
        const messages = [];
        // Lines this copy of the catalogue lacks stay listed (by id): only the visitor drops them.
        const unknown = data ? list.unknownIds([...stored, ...shared], (id) => known.has(id)) : [];
        if (unknown.length > 0)
          messages.push(format(labels.unknown, { ids: [...new Set(unknown)].join(', ') }));
        if (query && query.split(',').length > list.maxQuoteLines)
          messages.push(format(labels.tooMany, { max: list.maxQuoteLines }));
        if (!localStore().persistent()) messages.push(labels.notKept);
        setNotices(messages);
        setCards(data ? known : 'failed');
        const opening = openQuote(stored, query ? shared : null);
        if (opening.kind === 'choose') return setPending(opening);
        save(opening.lines);
        // The list now lives in this browser: a reload must not ask again.
        if (query) window.history.replaceState(null, '', window.location.pathname);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, []);

  const choose = (choice: Choice) => {
    if (!pending) return;
    const result = resolveShared(choice, pending.stored, pending.shared);
    save(result.lines);
    setNotices((shown) => [...shown, ...notFitted(result.dropped)]);
    setPending(undefined);
    window.history.replaceState(null, '', window.location.pathname);
    setStatus('');
  };
  const remove = (id: string) => {
    const name = (cards instanceof Map && cards.get(id)?.name) || id;
    save(list.removeLine(lines, id));
    setStatus(format(labels.removed, { name }));
  };

  if (cards === null) return <p role="status">{labels.loading}</p>;
  const known: Cards = cards === 'failed' ? new Map() : cards;
  const named = lines.map((line) => ({ ...line, name: known.get(line.id)?.name ?? line.id }));
  const summary = format(labels.summary, {
    count: lines.length,
    total: list.totalQuantity(lines),
  });
  const shareUrl = `${window.location.origin}${pageHref(locale, `/quote?items=${list.encodeItems(lines)}`)}`;

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
        <SharedChoice {...pending} locale={locale} labels={labels.choice} onChoose={choose} />
      ) : lines.length === 0 ? (
        <p className={styles.empty}>
          {labels.empty} <a href={pageHref(locale, '/catalog')}>{labels.browse}</a>
        </p>
      ) : (
        <>
          <section aria-labelledby="quote-lines-heading" aria-busy={sending}>
            <h2 id="quote-lines-heading" className={styles.subheading}>
              {labels.linesHeading}
            </h2>
            <p className={styles.summary}>{summary}</p>
            <QuoteLines
              lines={lines}
              cards={known}
              // A catalogue that did not load knows nothing: no line is marked as missing then.
              checked={cards !== 'failed'}
              locale={locale}
              labels={labels}
              frozen={sending}
              onQuantity={(id, quantity) => save(list.setQuantity(lines, id, quantity))}
              onRemove={remove}
            />
            {cards === 'failed' ? null : (
              <QuoteTotal
                total={quoteTotal(
                  lines.map((line) => ({ ...line, price: known.get(line.id)?.priceValue })),
                )}
                locale={locale}
                labels={labels}
              />
            )}
            <div className={styles.buttons}>
              <CopyLink
                url={shareUrl}
                labels={{
                  copy: labels.share,
                  copied: labels.copied,
                  copyFailed: labels.copyFailed,
                }}
              />
              <button
                type="button"
                className={styles.buttonQuiet}
                disabled={sending}
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
            vatInvoice={labels.vatInvoice}
            recipient={recipient}
            endpoint={endpoint}
            onSending={setSending}
            onSent={(reference) => {
              save([]);
              // The form goes with the list: the list's status line says what became of it.
              setStatus(
                reference
                  ? formatIcu(labels.form.result.received, { reference })
                  : labels.form.status.sent,
              );
            }}
          />
        </>
      )}
    </div>
  );
}
