/** The inbox page's state in its address (?kind=&status=&ref=&lang=), and the API's addresses. */
import {
  isRequestKind,
  isRequestStatus,
  type RequestKind,
  type RequestStatus,
} from '@/worker/kinds';
import { isReference } from '@/worker/reference';
import { basePath } from '@/site.config.mjs';

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

/** The view from the address; anything unknown is dropped. */
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

export function searchForView(view: InboxView, lang?: string): string {
  const params = filterParams(view);
  if (view.reference) params.set('ref', view.reference);
  if (lang) params.set('lang', lang);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function listUrl(view: InboxView, before?: string): string {
  const params = filterParams(view);
  params.set('limit', String(pageSize));
  if (before) params.set('before', before);
  return `${apiPath}?${params}`;
}

export function exportUrl(format: 'csv' | 'xlsx', view: InboxView, lang: string): string {
  const params = filterParams(view);
  params.set('lang', lang);
  return `${apiPath}export.${format}?${params}`;
}

export const publishUrl = `${apiPath}publish`;
export const launchUrl = `${inboxPath}launch.json`;
export const searchesUrl = `${apiPath}searches`;
export const summaryUrl = `${apiPath}summary`;

export const requestUrl = (reference: string) => `${apiPath}${encodeURIComponent(reference)}`;

export const photoUrl = (reference: string, index: number) =>
  `${requestUrl(reference)}/photos/${index}`;

/** The editor's pages for what a search that found nothing asks for (Sveltia's addresses). */
export const editorLinks = {
  keyword: `${editorPath}#/collections/categories`,
  product: `${editorPath}#/collections/products/new`,
  page: `${editorPath}#/collections/pages/new`,
} as const;
