/** A form service that accepts the connection and never answers must not leave "Sending…". */
export const contactTimeoutMs = 15_000;

/** Why a send failed: `timeout` means the message may still have arrived. */
export type DeliveryFailure = 'timeout' | 'failed';

export class DeliveryError extends Error {
  constructor(readonly reason: DeliveryFailure) {
    super(reason === 'timeout' ? 'The contact endpoint did not answer in time' : 'Not delivered');
  }
}

/**
 * Send the message to the configured endpoint as JSON (Formspree, Getform, Basin, a serverless
 * function…). Rejects with a DeliveryError on a network error, a non-2xx answer or no answer
 * within the timeout (the request is then aborted), so the form can keep the text.
 */
export async function postContact(
  endpoint: string,
  payload: Record<string, unknown>,
  timeoutMs = contactTimeoutMs,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
  } catch {
    throw new DeliveryError(controller.signal.aborted ? 'timeout' : 'failed');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new DeliveryError('failed');
}
