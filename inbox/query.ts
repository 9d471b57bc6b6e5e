/**
 * The inbox page's state in its address (?kind=&status=&ref=&lang=), so a reload or a shared
 * link opens the same view, and the API addresses that state asks for.
 */
import {
  isRequestKind,
  isRequestStatus,
  type RequestKind,
  type RequestStatus,
} from '@/worker/kinds';
import { isReference } from '@/worker/reference';
import { basePath } from '@/site.config.mjs';

/** The content editor (Sveltia CMS); the inbox page lies in its folder. */
export const editorPath = `${basePath}/admin/`;
export const inboxPath = `${editorPath}requests/`;
export const apiPath = `${inboxPath}api/`;
export const pageSize = 50;

export interface InboxView {
  kind?: RequestKind;
  status?: RequestStatus;
  /** The request open in full. */
  reference?: string;
}

/** The view from the address; anything unknown is dropped, never passed on to the API. */
export function viewFromSearch(search: string): InboxView {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  const status = params.get('status');
  const reference = params.get('ref');
  return {
    ...(isRequestKind(kind) ? { kind } : {}),
    ...(isRequestStatus(status) ? { status } : {}),
    ...(isReference(reference) ? { reference } : {}),
  };
}

const filterParams = (view: InboxView) => {
  const params = new URLSearchParams();
  if (view.kind) params.set('kind', view.kind);
  if (view.status) params.set('status', view.status);
  return params;
};

/** The page's own address for a view, keeping the chosen language. */
export function searchForView(view: InboxView, lang?: string): string {
  const params = filterParams(view);
  if (view.reference) params.set('ref', view.reference);
  if (lang) params.set('lang', lang);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list call: the filters, a page size, and the cursor (the API's `next`) of the page. */
export function listUrl(view: InboxView, before?: string): string {
  const params = filterParams(view);
  params.set('limit', String(pageSize));
  if (before) params.set('before', before);
  return `${apiPath}?${params}`;
}

/** A download of everything the filters match, headers and values in the inbox's language. */
export function exportUrl(format: 'csv' | 'xlsx', view: InboxView, lang: string): string {
  const params = filterParams(view);
  params.set('lang', lang);
  return `${apiPath}export.${format}?${params}`;
}

/** The publishing runs (worker/publish-status.ts) and the build's launch checklist. */
export const publishUrl = `${apiPath}publish`;
export const launchUrl = `${inboxPath}launch.json`;
/** What buyers searched for (worker/searches.ts). */
export const searchesUrl = `${apiPath}searches`;
/** The count of new requests and the newest one's time. */
export const summaryUrl = `${apiPath}summary`;

export const requestUrl = (reference: string) => `${apiPath}${encodeURIComponent(reference)}`;

/** One photo of a request, served to the signed-in dealer by the inbox API. */
export const photoUrl = (reference: string, index: number) =>
  `${requestUrl(reference)}/photos/${index}`;

/**
 * The editor's pages for what a search that found nothing asks for: the categories' search words
 * (synonyms, other spellings), a new product, a new page (Sveltia's own addresses).
 */
export const editorLinks = {
  keyword: `${editorPath}#/collections/categories`,
  product: `${editorPath}#/collections/products/new`,
  page: `${editorPath}#/collections/pages/new`,
} as const;
