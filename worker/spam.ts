/**
 * Cheap bot checks: `website`, a field hidden from people (bots fill every field), and
 * `startedAt`, when the form was shown. A body without them passes: a real request is never lost.
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
  const started = raw[startedAtField] === '' ? NaN : Number(raw[startedAtField]);
  if (!Number.isFinite(started)) return 'ok';
  // A clock ahead of ours (the visitor's) reads as "no time spent": compare only elapsed time.
  const elapsed = now.getTime() - started;
  return elapsed >= 0 && elapsed < minFillSeconds * 1000 ? 'tooFast' : 'ok';
}
