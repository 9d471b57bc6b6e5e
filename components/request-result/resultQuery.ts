/** worker/form-result.ts's `?ref=…&kind=…` or `?reason=…&fields=…`; anything else is nothing. */
export const failureReasons = ['invalid', 'spam', 'limit', 'unavailable', 'tooLarge'] as const;
export type FailureReason = (typeof failureReasons)[number];

/** Shown as a reason of its own: products the catalogue could not match. */
export type FailureText = FailureReason | 'products';

const referencePattern = /^[A-Z]-\d{4}-\d{4,8}$/;

export function sentReference(search: string): string | undefined {
  const ref = new URLSearchParams(search).get('ref') ?? '';
  return referencePattern.test(ref) ? ref : undefined;
}

export function failureText(search: string): FailureText | undefined {
  const query = new URLSearchParams(search);
  const reason = query.get('reason');
  if (!failureReasons.includes(reason as FailureReason)) return undefined;
  const fields = (query.get('fields') ?? '').split(',');
  if (
    reason === 'invalid' &&
    fields.some((field) => field.startsWith('lines') || field.startsWith('items'))
  ) {
    return 'products';
  }
  return reason as FailureReason;
}
