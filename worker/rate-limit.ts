import { sha256Hex } from './digest';

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

/** The four bytes of a dotted IPv4 address ("203.0.113.7", "203.000.113.007"), else null. */
function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^[0-9]{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/**
 * The eight 16-bit groups of an IPv6 address in any spelling: either case, leading zeros,
 * one "::" for a run of zero groups, the last 32 bits as dotted IPv4. Null when it is not one.
 */
function parseIpv6(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string, last: boolean): number[] | null => {
    if (half === '') return [];
    const parts = half.split(':');
    const groups: number[] = [];
    for (const [index, part] of parts.entries()) {
      if (last && index === parts.length - 1 && part.includes('.')) {
        const v4 = parseIpv4(part);
        if (!v4) return null;
        groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) groups.push(parseInt(part, 16));
      else return null;
    }
    return groups;
  };
  const head = groupsOf(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1]!, true) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  // "::" stands for at least one zero group.
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/**
 * What the rate limit counts by: an IPv4 address ("v4:203.0.113.7"); an IPv6 address by its
 * /64 ("v6:2001:db8:0:0"), the block one subscriber or one server usually has, so stepping
 * through its addresses (or writing one differently) does not reset the count; an IPv4-mapped
 * IPv6 address (::ffff:203.0.113.7) as its IPv4. Anything else shares one bucket: "unknown".
 */
export function addressBucket(ip: string | null): string {
  const text = (ip ?? '').trim();
  const v4 = parseIpv4(text);
  if (v4) return `v4:${v4.join('.')}`;
  const v6 = parseIpv6(text);
  if (!v6) return 'unknown';
  if (v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff) {
    return `v4:${[v6[6]! >> 8, v6[6]! & 255, v6[7]! >> 8, v6[7]! & 255].join('.')}`;
  }
  return `v6:${v6
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}`;
}

/** Hex SHA-256 of the address's bucket (addressBucket): never the address as typed. */
export const addressKey = (ip: string | null): Promise<string> => sha256Hex(addressBucket(ip));

/** Adds one to the window's count and returns the new count (bind: key, window start). */
export const countSql =
  'INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) ' +
  'ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count';

/** Windows that ended before the given start (bind: the current window's start). */
export const pruneSql = 'DELETE FROM rate_limits WHERE window_start < ?1';
