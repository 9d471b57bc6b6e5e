/**
 * At most N requests per address per hour, counted in D1 (table rate_limits). The address is
 * stored as a SHA-256 digest, never as typed, and old windows go with the maintenance run.
 */
export const rateWindowSeconds = 3600;

/** The start (Unix seconds) of the fixed window the moment falls in. */
export function windowStart(now: Date, windowSeconds = rateWindowSeconds): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return seconds - (seconds % windowSeconds);
}

/** Seconds until the window ends: the Retry-After of a 429. */
export function retryAfter(now: Date, windowSeconds = rateWindowSeconds): number {
  return windowStart(now, windowSeconds) + windowSeconds - Math.floor(now.getTime() / 1000);
}

export const isOverLimit = (count: number, limit: number) => count > limit;

/** Hex SHA-256 of the address (an unknown address shares one bucket: "unknown"). */
export async function addressKey(ip: string | null): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ip || 'unknown'));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Adds one to the window's count and returns the new count (bind: key, window start). */
export const countSql =
  'INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) ' +
  'ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count';

/** Windows that ended before the given start (bind: the current window's start). */
export const pruneSql = 'DELETE FROM rate_limits WHERE window_start < ?1';
