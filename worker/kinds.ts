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

/** A publishing run's states (worker/publish-report.ts): being published, then live or refused. */
export const publishStates = ['started', 'live', 'refused'] as const;
export type PublishState = (typeof publishStates)[number];

export const isPublishState = (value: unknown): value is PublishState =>
  typeof value === 'string' && (publishStates as readonly string[]).includes(value);
