/** The four kinds of request the site's forms send. */
export const requestKinds = ['contact', 'quote', 'service', 'meter'] as const;
export type RequestKind = (typeof requestKinds)[number];

export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === 'string' && (requestKinds as readonly string[]).includes(value);
}

/** The request statuses the dealer moves a request through in the inbox. */
export const requestStatuses = ['new', 'in_progress', 'done'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (requestStatuses as readonly string[]).includes(value);
}
