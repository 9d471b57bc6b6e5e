/**
 * The inbox's DOM, built from stored requests. Every value a visitor typed only ever becomes
 * text, never markup or an attribute that runs or navigates; the only links are built here.
 */
import { isEntryId } from '@/content/fields/entry-id';
import {
  requestKinds,
  requestStatuses,
  type RequestKind,
  type RequestStatus,
} from '@/worker/kinds';
import { basePath } from '@/site.config.mjs';
import type { RequestEvent, StoredRequest } from './api';
import { formatReceived, inboxMessages, type InboxLocale, type InboxT } from './messages';
import { isReference } from '@/worker/reference';
import { photoUrl, searchForView, type InboxView } from './query';
import { answerLinks } from './answer';
import { el } from './dom';
import { historySection } from './history';

export { el };

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function productHref(id: unknown, locale: InboxLocale): string | null {
  return isEntryId(id) ? `${basePath}/${locale}/product/${id}/` : null;
}

/** Fields for the server's checks, and those shown apart. */
const hiddenFields = new Set([
  'kind',
  'items',
  'photos',
  'submissionId',
  'startedAt',
  'website',
  'cf-turnstile-response',
]);

export type OptionWords = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The payload's fields in the messages' order, then any others; an option in the inbox's words,
 * else as its code. A "<field>Label" older requests kept is never shown: a visitor wrote it.
 */
export function payloadFields(
  payload: Record<string, unknown>,
  labels: Record<string, string>,
  options: OptionWords = {},
): { key: string; label: string; value: string }[] {
  const keys = Object.keys(payload).filter(
    (key) => !hiddenFields.has(key) && !key.endsWith('Label'),
  );
  const known = Object.keys(labels);
  keys.sort((a, b) => (known.indexOf(a) + 1 || 999) - (known.indexOf(b) + 1 || 999));
  const words = (key: string, value: string) => {
    const choices = Object.hasOwn(options, key) ? options[key] : undefined;
    return choices && Object.hasOwn(choices, value) ? (choices[value] ?? value) : value;
  };
  return keys
    .map((key) => ({
      key,
      label: Object.hasOwn(labels, key) ? (labels[key] ?? key) : key,
      value: words(key, text(payload[key])),
    }))
    .filter(({ value }) => value.trim() !== '');
}

export interface RenderContext {
  doc: Document;
  t: InboxT;
  locale: InboxLocale;
  /** The catalogue's product names by id in the dealer's language; may be empty. */
  names?: Readonly<Record<string, string>>;
}

const productName = (names: RenderContext['names'], id: string) =>
  (names && Object.hasOwn(names, id) ? names[id] : undefined) || id;

/** "Canon imageRUNNER C3030 (colour-mfp-c3030)", or the id alone. */
const withName = (names: RenderContext['names'], id: string) => {
  const name = productName(names, id);
  return name === id ? id : `${name} (${id})`;
};

/** One row of the list and its ways to answer; `fresh`: new since the dealer's last visit. */
export function listItem(
  context: RenderContext,
  request: StoredRequest,
  view: InboxView,
  fresh = false,
): HTMLElement {
  const { doc, t, locale } = context;
  const search = searchForView({ ...view, reference: request.reference }, locale);
  const who = text(request.payload.name) || text(request.payload.company);
  const attributes = { 'data-reference': request.reference, 'data-status': request.status };
  return el(doc, 'li', fresh ? { ...attributes, class: 'fresh' } : attributes, [
    el(doc, 'a', { href: search, class: 'open' }, [
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
      fresh ? el(doc, 'span', { class: 'fresh-mark' }, [t('newSinceVisit')]) : null,
    ]),
    answerLinks(context, request, { full: false }),
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

function quoteLines({ doc, t, locale, names }: RenderContext, items: unknown): HTMLElement | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  return el(doc, 'section', { class: 'lines' }, [
    el(doc, 'h3', {}, [t('lines', { count: items.length })]),
    el(
      doc,
      'ol',
      {},
      items.map((item: { id?: unknown; quantity?: unknown }) => {
        const id = text(item?.id);
        const href = productHref(item?.id, locale);
        // The catalogue's name, never one older requests kept from the visitor's browser.
        const label = productName(names, id);
        return el(doc, 'li', {}, [
          href ? el(doc, 'a', { href }, [label]) : label,
          ' ',
          el(doc, 'span', { class: 'id' }, [`(${id})`]),
          ' ',
          t('quantity', { quantity: Number(item?.quantity) || 1 }),
        ]);
      }),
    ),
  ]);
}

/** The photo types the forms accept; the first three a browser shows. */
const shownTypes = ['image/jpeg', 'image/png', 'image/webp'];
const photoTypes = [...shownTypes, 'image/heic', 'image/heif'];

/** The payload's photos that have the stored shape; anything else is left out. */
export function photoEntries(photos: unknown) {
  if (!Array.isArray(photos)) return [];
  return photos.flatMap((photo: unknown) => {
    const { index, name, type, size } = (
      typeof photo === 'object' && photo !== null ? photo : {}
    ) as Record<string, unknown>;
    if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) return [];
    if (typeof type !== 'string' || !photoTypes.includes(type)) return [];
    const bytes = typeof size === 'number' && Number.isFinite(size) && size >= 0 ? size : 0;
    return [{ index, name: typeof name === 'string' ? name : '', type, size: bytes }];
  });
}

/** "840 kB", "2.4 MB" in the dealer's language. */
export function formatSize(bytes: number, locale: InboxLocale): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

/**
 * The request's photos: JPEG, PNG and WebP as thumbnails, HEIC and HEIF (which browsers mostly
 * cannot show) as a download. Addresses come from the checked reference and the index only.
 */
function photoList(context: RenderContext, request: StoredRequest): HTMLElement | null {
  const { doc, t, locale } = context;
  const photos = photoEntries(request.payload.photos);
  if (photos.length === 0 || !isReference(request.reference)) return null;
  return el(doc, 'section', { class: 'photos' }, [
    el(doc, 'h3', {}, [t('photos', { count: photos.length })]),
    el(
      doc,
      'ul',
      {},
      photos.map((photo, position) => {
        const href = photoUrl(request.reference, photo.index);
        const size = formatSize(photo.size, locale);
        if (shownTypes.includes(photo.type)) {
          return el(doc, 'li', {}, [
            el(doc, 'figure', {}, [
              el(doc, 'a', { href }, [
                el(doc, 'img', {
                  src: href,
                  alt: t('photoAlt', { number: position + 1 }),
                  loading: 'lazy',
                }),
              ]),
              el(doc, 'figcaption', {}, [photo.name, ` (${size})`]),
            ]),
          ]);
        }
        const format = photo.type === 'image/heic' ? 'HEIC' : 'HEIF';
        return el(doc, 'li', {}, [
          el(doc, 'a', { href, download: '', class: 'download' }, [t('photoDownload', { format })]),
          ': ',
          el(doc, 'span', { class: 'name' }, [photo.name]),
          ` (${size})`,
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

/** One request whole: ways to answer, fields, products, photos, history, status and note. */
export function requestDetail(
  context: RenderContext,
  request: StoredRequest & { history?: RequestEvent[] },
): HTMLElement {
  const { doc, t, locale } = context;
  const messages = inboxMessages[locale];
  const fields = payloadFields(request.payload, messages.fields, messages.options).map((field) =>
    field.key === 'productId' ? { ...field, value: withName(context.names, field.value) } : field,
  );
  const definition = (term: string, value: Node | string) => [
    el(doc, 'dt', {}, [term]),
    el(doc, 'dd', {}, [value]),
  ];
  return el(doc, 'article', { class: 'request', 'data-reference': request.reference }, [
    el(doc, 'h2', {}, [`${request.reference} · ${t(`kinds.${request.kind}`)}`]),
    answerLinks(context, request, { full: true }),
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
    photoList(context, request),
    historySection(context, { ...request, history: request.history ?? [] }),
    editForm(context, request),
  ]);
}
