import { bodyFormat, readBody, type UploadedFile } from './body';
import { sha256Hex } from './digest';
import { failedPath, formLocale, seeOther, sentPath, type FailureReason } from './form-result';
import {
  checkPhotos,
  completePhotos,
  listedPhotos,
  putPhotos,
  storedPhotos,
  type Photo,
  type PhotoBucket,
} from './photos';
import { referenceMonth } from './reference';
import { addressKey, isOverLimit, retryAfter, windowStart } from './rate-limit';
import { spamVerdict, honeypotField, startedAtField } from './spam';
import type { RequestStore } from './store';
import { turnstileField, type TurnstileVerdict } from './turnstile';
import { checkRequest, unknownProducts, type FieldErrors } from './validate';
import { linesField, resolveQuoteLines, type CatalogueNames } from './quote-lines';
import { json } from './headers';

/** What the endpoint needs from outside; production wires Cloudflare's, tests their own. */
export interface SubmitDeps {
  /** null without the DB binding: every request is then a 503. */
  store: RequestStore | null;
  now: () => Date;
  /** The catalogue's names by id (ids a request may name); null when unreadable: not checked. */
  productNames: () => Promise<CatalogueNames | null>;
  /** Absent when Turnstile is off. */
  turnstile?: (token: unknown, ip: string | null) => Promise<TurnstileVerdict>;
  /** Runs after the answer was sent (notifies the dealer). */
  afterStored: () => void;
  rateLimitPerHour: number;
  minFillSeconds: number;
  /** Absent without the binding: the text is stored and the answer says `photosStored: false`. */
  photos?: PhotoBucket;
}

const submissionIdPattern = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * A form post carries no id: one is derived from its fields and the day, so a double click
 * stores one request, while the same text sent again tomorrow is a new one.
 */
async function derivedSubmissionId(
  fields: Record<string, unknown>,
  files: readonly UploadedFile[],
  now: Date,
): Promise<string> {
  const photos = files.map((file) => [file.name, file.bytes.length]);
  const source = JSON.stringify([
    now.toISOString().slice(0, 10),
    fields,
    ...(photos.length ? [photos] : []),
  ]);
  return `form-${(await sha256Hex(source)).slice(0, 40)}`;
}

/** A page (303) for a plain form post, or a multipart one that does not ask for JSON. */
function answersWithPage(request: Request): boolean {
  const format = bodyFormat(request.headers.get('content-type'));
  if (format === 'form') return true;
  return format === 'multipart' && !/application\/json/i.test(request.headers.get('accept') ?? '');
}

/** A quote's lines with the catalogue's own name of each product, never the one sent. */
async function namedLines(
  items: readonly { id: string; quantity: number }[],
  deps: Pick<SubmitDeps, 'productNames'>,
) {
  const names = await deps.productNames();
  return items.map((item) => {
    const name = names?.get(item.id)?.[0];
    return name ? { ...item, name } : { ...item };
  });
}

/**
 * POST /gps-app/api/requests: check, store once, answer with the reference, then notify.
 * A multipart post (service and meter only) may carry photos: the row is stored first, then the
 * photos go to R2 (worker/photos.ts says what happens when that fails).
 */
export async function handleSubmit(request: Request, deps: SubmitDeps): Promise<Response> {
  const body = await readBody(request);
  // A form post too large to read still goes back to a page, not to a JSON answer.
  const page = answersWithPage(request);
  const multipart = bodyFormat(request.headers.get('content-type')) === 'multipart';
  let fields = body.ok ? body.fields : {};
  const files = body.ok ? body.files : [];
  const referer = request.headers.get('referer');
  const fail = (status: number, reason: FailureReason, errors: FieldErrors, extra = {}) =>
    page
      ? seeOther(failedPath(formLocale(fields, referer), reason, Object.keys(errors)))
      : json(status, { errors }, extra);

  if (!body.ok) {
    // Past the multipart limit it is the photos that are too large (the text has its own).
    const field = multipart && body.status === 413 ? 'photos' : 'body';
    if (body.status === 413) return fail(413, 'tooLarge', { [field]: body.code });
    return json(body.status, { errors: { body: body.code } });
  }
  const now = deps.now();
  const ip = request.headers.get('cf-connecting-ip');

  const spam = spamVerdict(fields, now, deps.minFillSeconds);
  if (spam === 'honeypot') return fail(400, 'spam', { [honeypotField]: 'filled' });
  if (spam === 'tooFast') return fail(400, 'spam', { [startedAtField]: 'tooFast' });

  if (deps.turnstile) {
    const verdict = await deps.turnstile(fields[turnstileField], ip);
    if (verdict === 'unavailable') return fail(503, 'unavailable', { [turnstileField]: verdict });
    if (verdict !== 'ok') return fail(400, 'spam', { [turnstileField]: verdict });
  }

  // The no-JavaScript quote form sends its products as typed lines: matched to the catalogue.
  if (fields.kind === 'quote' && fields.items === undefined && fields[linesField] !== undefined) {
    const names = await deps.productNames();
    if (!names) return fail(503, 'unavailable', {});
    const resolved = resolveQuoteLines(fields[linesField], names);
    if (!resolved.ok) return fail(400, 'invalid', resolved.errors);
    fields = { ...fields, items: resolved.items };
  }

  const checked = checkRequest(fields, now);
  const photoCheck = checkPhotos(fields.kind ?? 'contact', files);
  const photoErrors = photoCheck.ok ? {} : photoCheck.errors;
  if (!checked.ok) return fail(400, 'invalid', { ...checked.errors, ...photoErrors });
  if (!photoCheck.ok) return fail(400, 'invalid', photoErrors);
  const { photos } = photoCheck;
  const { request: valid } = checked;
  if (valid.productIds.length > 0) {
    const known = await deps.productNames();
    const unknown = known ? unknownProducts(valid, known) : {};
    if (Object.keys(unknown).length > 0) return fail(400, 'invalid', unknown);
  }

  let submissionId = fields.submissionId;
  if (submissionId === undefined && page) {
    submissionId = await derivedSubmissionId(fields, files, now);
  }
  if (typeof submissionId !== 'string' || !submissionIdPattern.test(submissionId)) {
    return fail(400, 'invalid', {
      submissionId: submissionId === undefined ? 'required' : 'invalid',
    });
  }

  const { store } = deps;
  if (!store) return fail(503, 'unavailable', {});
  try {
    // A retry of a stored message answers with its reference and counts against no limit.
    let reference = await store.findBySubmission(submissionId);
    let created = false;
    if (!reference) {
      const count = await store.countAddress(await addressKey(ip), windowStart(now));
      if (isOverLimit(count, deps.rateLimitPerHour)) {
        return fail(429, 'limit', { rate: 'limited' }, { 'Retry-After': String(retryAfter(now)) });
      }
      ({ reference, created } = await store.insert({
        kind: valid.kind,
        month: referenceMonth(now),
        submissionId,
        payload: {
          ...valid.fields,
          ...(valid.kind === 'quote' ? { items: await namedLines(valid.items, deps) } : {}),
          // Listed even when the bucket is missing or fails: the inbox then says what is missing.
          ...(photos.length > 0 ? { photos: storedPhotos(photos) } : {}),
        },
        createdAt: now.toISOString(),
      }));
    }
    const photosStored = await storePhotos(store, deps.photos, reference, photos, created);
    if (created) deps.afterStored();
    if (page) {
      const sent = sentPath(formLocale(fields, referer), reference, valid.kind);
      // Photos that did not reach the bucket: the result page says so.
      return seeOther(photosStored === false ? `${sent}&photos=0` : sent);
    }
    return json(created ? 201 : 200, {
      reference,
      ...(created ? {} : { duplicate: true }),
      ...(photosStored === undefined ? {} : { photosStored }),
    });
  } catch (error) {
    console.error('requests: the database failed', error);
    return fail(503, 'unavailable', {});
  }
}

/**
 * The request's photos into the bucket; on a retry only those the first attempt listed but did
 * not store. Undefined when none were sent.
 */
async function storePhotos(
  store: RequestStore,
  bucket: PhotoBucket | undefined,
  reference: string,
  photos: readonly Photo[],
  created: boolean,
): Promise<boolean | undefined> {
  if (photos.length === 0) return undefined;
  if (!bucket) return false;
  if (created) return putPhotos(bucket, reference, photos);
  const row = await store.get(reference);
  return completePhotos(bucket, reference, row ? listedPhotos(row.payload) : [], photos);
}
