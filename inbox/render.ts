/**
 * The inbox's DOM, built from stored requests. Every value a visitor typed is hostile: it only
 * ever becomes text (textContent), never markup or an attribute that runs or navigates; the
 * only links are ones built here (product pages for ids that pass the content's id rule).
 */
import { isEntryId } from '@/content/fields/entry-id';
import {
  requestKinds,
  requestStatuses,
  type RequestKind,
  type RequestStatus,
} from '@/worker/kinds';
import { basePath } from '@/site.config.mjs';
import type { StoredRequest } from './api';
import { formatReceived, inboxMessages, type InboxLocale, type InboxT } from './messages';
import { searchForView, type InboxView } from './query';

type Children = (Node | string | null | undefined | false)[];

/** An element with attributes we set and children appended as nodes or text. */
export function el(
  doc: Document,
  tag: string,
  attributes: Record<string, string> = {},
  children: Children = [],
): HTMLElement {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The product page of a quote line in the dealer's language, or null for an id that is not one. */
export function productHref(id: unknown, locale: InboxLocale): string | null {
  return isEntryId(id) ? `${basePath}/${locale}/product/${id}/` : null;
}

/** Fields the form adds for the server's checks, not for the dealer. */
const hiddenFields = new Set([
  'kind',
  'items',
  'submissionId',
  'startedAt',
  'website',
  'cf-turnstile-response',
]);

/**
 * The payload's fields in the order the messages list them, then any others: a field with a
 * "<field>Label" companion (the form's words for a chosen option) shows that instead of the code.
 */
export function payloadFields(
  payload: Record<string, unknown>,
  labels: Record<string, string>,
): { key: string; label: string; value: string }[] {
  const keys = Object.keys(payload).filter(
    (key) => !hiddenFields.has(key) && !(key.endsWith('Label') && key.slice(0, -5) in payload),
  );
  const known = Object.keys(labels);
  keys.sort((a, b) => (known.indexOf(a) + 1 || 999) - (known.indexOf(b) + 1 || 999));
  return keys
    .map((key) => ({
      key,
      label: labels[key] ?? key,
      value: text(payload[`${key}Label`]) || text(payload[key]),
    }))
    .filter(({ value }) => value.trim() !== '');
}

export interface RenderContext {
  doc: Document;
  t: InboxT;
  locale: InboxLocale;
}

/** One row of the list: a link to the request's full view, keeping the filters. */
export function listItem(
  { doc, t, locale }: RenderContext,
  request: StoredRequest,
  view: InboxView,
): HTMLElement {
  const search = searchForView({ ...view, reference: request.reference }, locale);
  const who = text(request.payload.name) || text(request.payload.company);
  return el(doc, 'li', { 'data-reference': request.reference, 'data-status': request.status }, [
    el(doc, 'a', { href: search }, [
      el(doc, 'strong', {}, [request.reference]),
      ' ',
      el(doc, 'span', { class: 'kind' }, [t(`kinds.${request.kind}`)]),
      ' ',
      el(doc, 'span', { class: `status status-${request.status}` }, [
        t(`statuses.${request.status}`),
      ]),
      ' ',
      el(doc, 'span', { class: 'who' }, [who]),
      ' ',
      el(doc, 'time', { datetime: request.createdAt }, [formatReceived(request.createdAt, locale)]),
    ]),
  ]);
}

/** A <select> of the kinds or statuses, with "All" first; `selected` may be undefined. */
export function choiceSelect(
  { doc, t }: RenderContext,
  name: 'kind' | 'status',
  selected: string | undefined,
): HTMLElement {
  const values: readonly string[] = name === 'kind' ? requestKinds : requestStatuses;
  const label = (value: string) =>
    name === 'kind' ? t(`kinds.${value as RequestKind}`) : t(`statuses.${value as RequestStatus}`);
  const select = el(doc, 'select', { name, id: `filter-${name}` }, [
    el(doc, 'option', { value: '' }, [t('all')]),
    ...values.map((value) =>
      el(doc, 'option', { value, ...(value === selected ? { selected: '' } : {}) }, [label(value)]),
    ),
  ]);
  return el(doc, 'label', { for: `filter-${name}` }, [t(name), ' ', select]);
}

function quoteLines({ doc, t, locale }: RenderContext, items: unknown): HTMLElement | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  return el(doc, 'section', { class: 'lines' }, [
    el(doc, 'h3', {}, [t('lines', { count: items.length })]),
    el(
      doc,
      'ol',
      {},
      items.map((item: { id?: unknown; name?: unknown; quantity?: unknown }) => {
        const href = productHref(item?.id, locale);
        const label = text(item?.name) || text(item?.id);
        return el(doc, 'li', {}, [
          href ? el(doc, 'a', { href }, [label]) : label,
          ' ',
          el(doc, 'span', { class: 'id' }, [`(${text(item?.id)})`]),
          ' ',
          t('quantity', { quantity: Number(item?.quantity) || 1 }),
        ]);
      }),
    ),
  ]);
}

/** The status and note the dealer sets: a form the page sends as PATCH. */
export function editForm({ doc, t }: RenderContext, request: StoredRequest): HTMLFormElement {
  const status = el(doc, 'select', { name: 'status', id: 'request-status' }, [
    ...requestStatuses.map((value) =>
      el(doc, 'option', { value, ...(value === request.status ? { selected: '' } : {}) }, [
        t(`statuses.${value}`),
      ]),
    ),
  ]);
  const note = el(doc, 'textarea', {
    name: 'note',
    id: 'request-note',
    maxlength: '2000',
    rows: '4',
  });
  (note as HTMLTextAreaElement).value = request.note;
  return el(doc, 'form', { class: 'edit' }, [
    el(doc, 'label', { for: 'request-status' }, [t('status')]),
    status,
    el(doc, 'label', { for: 'request-note' }, [t('dealerNote')]),
    note,
    el(doc, 'button', { type: 'submit' }, [t('save')]),
    el(doc, 'p', { role: 'status', class: 'result' }),
  ]) as HTMLFormElement;
}

/** One request whole: what was sent, its lines linked to the products, status and note. */
export function requestDetail(context: RenderContext, request: StoredRequest): HTMLElement {
  const { doc, t, locale } = context;
  const fields = payloadFields(request.payload, inboxMessages[locale].fields);
  const definition = (term: string, value: Node | string) => [
    el(doc, 'dt', {}, [term]),
    el(doc, 'dd', {}, [value]),
  ];
  return el(doc, 'article', { class: 'request', 'data-reference': request.reference }, [
    el(doc, 'h2', {}, [`${request.reference} · ${t(`kinds.${request.kind}`)}`]),
    el(doc, 'dl', { class: 'meta' }, [
      ...definition(t('received'), formatReceived(request.createdAt, locale)),
      ...definition(
        t('notified'),
        request.notifiedAt ? formatReceived(request.notifiedAt, locale) : t('notNotified'),
      ),
    ]),
    el(
      doc,
      'dl',
      { class: 'fields' },
      fields.flatMap(({ key, label, value }) => [
        el(doc, 'dt', { 'data-field': key }, [label]),
        el(doc, 'dd', { 'data-field': key }, [value]),
      ]),
    ),
    quoteLines(context, request.payload.items),
    editForm(context, request),
  ]);
}
