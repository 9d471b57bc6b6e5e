import { payloadPart, photoPart } from '@/lib/requests';

/** A form service that accepts the connection and never answers must not leave "Sending…". */
export const contactTimeoutMs = 15_000;

/**
 * `timeout`: may still have arrived; `limited`: 429; `rejected`: 400/413 naming fields;
 * `noEndpoint`: no Worker here (404, 405, 501), so the mail app takes over; `failed`: anything
 * else (a retry carries the same submission id).
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

/** With photos: multipart with the JSON in `payload` (the browser sets the boundary). */
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

/** Rejects with a DeliveryError (network error, non-2xx, timeout), so the form keeps the text. */
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
