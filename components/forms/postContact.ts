/** A form service that accepts the connection and never answers must not leave "Sending…". */
export const contactTimeoutMs = 15_000;

/**
 * Why a send failed: `timeout` means the message may still have arrived; `limited` is the
 * endpoint's rate limit (429); `rejected` a 400 naming fields (`{errors: {field: code}}`).
 */
export type DeliveryFailure = 'timeout' | 'failed' | 'limited' | 'rejected';

export type FieldCodes = Record<string, string>;

export class DeliveryError extends Error {
  constructor(
    readonly reason: DeliveryFailure,
    /** The endpoint's field errors, for `rejected`. */
    readonly errors: FieldCodes = {},
  ) {
    super(reason === 'timeout' ? 'The contact endpoint did not answer in time' : 'Not delivered');
  }
}

/** What a successful send answered: the site's Function gives a reference number. */
export interface Delivered {
  reference?: string;
}

/** References as the Function makes them (Q-2611-0042); anything else is not shown. */
const referencePattern = /^[A-Z]-\d{4}-\d{4,8}$/;

async function answerOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null; // a form service may answer HTML or nothing (a timeout is told apart below)
  }
}

/** `{errors: {field: code}}` with string codes only, or null. */
function fieldCodes(answer: unknown): FieldCodes | null {
  const errors = (answer as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * Send the message to the configured endpoint as JSON (Formspree, Getform, Basin, a serverless
 * function, the site's own Pages Function). Resolves with the reference the answer names;
 * rejects with a DeliveryError on a network error, a non-2xx answer or no answer within the
 * timeout (the request is then aborted), so the form can keep the text.
 */
export async function postContact(
  endpoint: string,
  payload: Record<string, unknown>,
  timeoutMs = contactTimeoutMs,
): Promise<Delivered> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    // Read under the same timer: a body that never ends must not leave "Sending…" either.
    answer = await answerOf(response);
  } catch {
    throw new DeliveryError(controller.signal.aborted ? 'timeout' : 'failed');
  } finally {
    clearTimeout(timer);
  }
  if (controller.signal.aborted) throw new DeliveryError('timeout');
  if (response.status === 429) throw new DeliveryError('limited');
  if (response.status === 400) {
    const errors = fieldCodes(answer);
    if (errors) throw new DeliveryError('rejected', errors);
  }
  if (!response.ok) throw new DeliveryError('failed');
  const reference = (answer as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' && referencePattern.test(reference) ? { reference } : {};
}
