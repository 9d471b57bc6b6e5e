/**
 * Cheap bot checks before anything is stored. The forms must add two fields (docs/requests.md):
 * `website`, a text field hidden from people (bots fill every field), and `startedAt`, the time
 * the form was shown (ms since 1970). A body without them passes: the forms that are live today
 * send neither, and a missing check must not lose a real request.
 */
export const honeypotField = 'website';
export const startedAtField = 'startedAt';

export type SpamVerdict = 'ok' | 'honeypot' | 'tooFast';

export function spamVerdict(
  raw: Record<string, unknown>,
  now: Date,
  minFillSeconds: number,
): SpamVerdict {
  const honeypot = raw[honeypotField];
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) return 'honeypot';
  const started = Number(raw[startedAtField]);
  if (
    raw[startedAtField] === undefined ||
    raw[startedAtField] === '' ||
    !Number.isFinite(started)
  ) {
    return 'ok';
  }
  // A clock ahead of ours (the visitor's) reads as "no time spent": compare only elapsed time.
  const elapsed = now.getTime() - started;
  return elapsed >= 0 && elapsed < minFillSeconds * 1000 ? 'tooFast' : 'ok';
}
