export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const requestKinds = ['contact', 'quote', 'service', 'meter'] as const;
export type RequestKind = (typeof requestKinds)[number];
export const isRequestKind = oneOf(requestKinds);

export const requestStatuses = ['new', 'in_progress', 'done'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const isRequestStatus = oneOf(requestStatuses);

/** A publishing run's states (worker/publish-report.ts): being published, then live or refused. */
export const publishStates = ['started', 'live', 'refused'] as const;
export type PublishState = (typeof publishStates)[number];
