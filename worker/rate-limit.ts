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

/** The eight 16-bit groups of an IPv6 address in any spelling (the URL parser reads it). */
function parseIpv6(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text)) return null;
  let host: string;
  try {
    host = new URL(`http://[${text}]`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = [], tail] = host
    .split('::')
    .map((half) => (half ? half.split(':').map((group) => parseInt(group, 16)) : []));
  return tail ? [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
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
