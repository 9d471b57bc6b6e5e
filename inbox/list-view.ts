/**
 * The list: filters, downloads, the count, the rows newest first, older ones a page at a time;
 * new ones since the last visit are marked, and those arriving while it is open added on top.
 */
import type { InboxApi, ListPage, Result, StoredRequest } from './api';
import { newSince } from './last-visit';
import { exportUrl, viewFromSearch, type InboxView } from './query';
import { choiceSelect, el, listItem, type RenderContext } from './render';

export interface ListViewEnv {
  context: RenderContext;
  api: InboxApi;
  view: InboxView;
  first: ListPage;
  since: string | null;
  go: (view: InboxView) => void;
  fail: (result: Extract<Result<unknown>, { ok: false }>) => void;
}

/** Whether `a` is newer than `b` in the list's order (created_at, then id). */
const newer = (a: StoredRequest, b: StoredRequest | undefined) =>
  !b || a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

export function listView({ context, api, view, first, since, go, fail }: ListViewEnv) {
  const { doc, t, locale } = context;
  const filters = el(doc, 'form', { class: 'filters', 'aria-label': t('filters') }, [
    choiceSelect(context, 'kind', view.kind),
    choiceSelect(context, 'status', view.status),
  ]);
  filters.addEventListener('change', () => {
    const data = new FormData(filters as HTMLFormElement);
    const kind = String(data.get('kind') ?? '');
    const status = String(data.get('status') ?? '');
    go(viewFromSearch(new URLSearchParams({ kind, status }).toString()));
  });
  const downloads = el(doc, 'p', { class: 'downloads' }, [
    `${t('download')}: `,
    el(doc, 'a', { href: exportUrl('csv', view, locale), download: 'requests.csv' }, [t('csv')]),
    ' · ',
    el(doc, 'a', { href: exportUrl('xlsx', view, locale), download: 'requests.xlsx' }, [t('xlsx')]),
  ]);
  const requests = [...first.requests];
  let next = first.next;
  const count = el(doc, 'p', { class: 'count', 'aria-live': 'polite' });
  const list = el(doc, 'ol', { class: 'requests' });
  const older = el(doc, 'button', { type: 'button' }, [t('loadOlder')]) as HTMLButtonElement;
  const row = (request: StoredRequest, fresh: boolean) => listItem(context, request, view, fresh);
  const counted = () => (count.textContent = t('count', { count: requests.length }));
  const show = (batch: readonly StoredRequest[]) => {
    list.append(...batch.map((request) => row(request, newSince(request.createdAt, since))));
    counted();
    older.hidden = next === null;
  };
  older.addEventListener('click', async () => {
    if (next === null) return;
    older.disabled = true;
    const page = await api.list(view, next);
    older.disabled = false;
    if (!page.ok) return fail(page);
    requests.push(...page.value.requests);
    next = page.value.next;
    show(page.value.requests);
  });
  list.addEventListener('click', (event) => {
    // The row's own link opens the request here; the answer links go where they lead.
    const anchor = (event.target as Element).closest('a.open');
    const reference = anchor?.closest('li')?.getAttribute('data-reference');
    if (!reference) return;
    event.preventDefault();
    go({ ...view, reference });
  });
  show(requests);

  const refresh = async () => {
    const page = await api.list(view);
    if (!page.ok) return;
    const arrived = page.value.requests.filter((request) => newer(request, requests[0]));
    if (arrived.length === 0) return;
    requests.unshift(...arrived);
    list.prepend(...arrived.map((request) => row(request, true)));
    counted();
  };
  return { nodes: [filters, downloads, count, list, older], refresh };
}
