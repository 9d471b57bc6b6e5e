import { payloadPart, photoPart } from '@/lib/requests';

/** A form service that accepts the connection and never answers must not leave "Sending…". */
export const contactTimeoutMs = 15_000;

/**
 * Why a send failed: `timeout` means the message may still have arrived; `limited` is the
 * endpoint's rate limit (429); `rejected` a 400 or 413 naming fields (`{errors: {field: code}}`);
 * `noEndpoint` that nothing answers the forms here (a host without the Worker: 404, 405, 501),
 * so the form hands the text to the mail app; `failed` anything else (a 503 or a lost
 * connection: the endpoint may have the request or work again, so "send again" is offered
 * beside the other ways, and a retry carries the same submission id).
 */
export type DeliveryFailure = 'timeout' | 'failed' | 'limited' | 'rejected' | 'noEndpoint';

/** Answers that mean the host has no request endpoint at this address. */
export const noEndpointStatuses: readonly number[] = [404, 405, 501];

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
  /** Photos were sent: whether the endpoint kept them (the site's Worker says; else assumed). */
  photosStored?: boolean;
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

/** Extra waiting per 100 kB of photos (a slow mobile upload is not a silent endpoint). */
export const photoUploadMsPer100kB = 1000;

/**
 * The body as sent: JSON, or with photos multipart/form-data with the same JSON in a `payload`
 * part and each photo in a `photo` part (the browser sets the boundary).
 */
export function requestBody(
  payload: Record<string, unknown>,
  photos: readonly Blob[] = [],
): { body: BodyInit; headers: Record<string, string> } {
  const headers = { Accept: 'application/json' };
  if (photos.length === 0) {
    return {
      body: JSON.stringify(payload),
      headers: { ...headers, 'Content-Type': 'application/json' },
    };
  }
  const form = new FormData();
  form.append(payloadPart, JSON.stringify(payload));
  for (const photo of photos) {
    form.append(photoPart, photo, photo instanceof File ? photo.name : 'photo');
  }
  return { body: form, headers };
}

/**
 * Send the message to the configured endpoint as JSON (Formspree, Getform, Basin, a serverless
 * function, the site's own Worker), with photos as multipart (the site's Worker only).
 * Resolves with the reference the answer names; rejects with a DeliveryError on a network
 * error, a non-2xx answer or no answer within the timeout (the request is then aborted), so
 * the form can keep the text.
 */
export async function postContact(
  endpoint: string,
  payload: Record<string, unknown>,
  timeoutMs = contactTimeoutMs,
  photos: readonly Blob[] = [],
): Promise<Delivered> {
  const controller = new AbortController();
  const photoBytes = photos.reduce((sum, photo) => sum + photo.size, 0);
  const waitMs = timeoutMs + Math.ceil(photoBytes / 100_000) * photoUploadMsPer100kB;
  const timer = setTimeout(() => controller.abort(), waitMs);
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      ...requestBody(payload, photos),
      signal: controller.signal,
    });
    // Read under the same timer: a body that never ends must not leave "Sending…" either.
    answer = await answerOf(response);
  } catch {
    // No answer at all (offline, a connection lost on the way): the request may have arrived.
    throw new DeliveryError(controller.signal.aborted ? 'timeout' : 'failed');
  } finally {
    clearTimeout(timer);
  }
  if (controller.signal.aborted) throw new DeliveryError('timeout');
  if (response.status === 429) throw new DeliveryError('limited');
  if (response.status === 400 || response.status === 413) {
    const errors = fieldCodes(answer);
    if (errors) throw new DeliveryError('rejected', errors);
  }
  if (noEndpointStatuses.includes(response.status)) throw new DeliveryError('noEndpoint');
  if (!response.ok) throw new DeliveryError('failed');
  const { reference, photosStored } = (answer ?? {}) as {
    reference?: unknown;
    photosStored?: unknown;
  };
  return {
    ...(typeof reference === 'string' && referencePattern.test(reference) ? { reference } : {}),
    ...(photos.length > 0 ? { photosStored: photosStored !== false } : {}),
  };
}
