/** @jest-environment node */
import { addressKey, isOverLimit, retryAfter, windowStart } from '@/worker/rate-limit';

describe('rate limit', () => {
  const now = new Date('2026-11-25T10:15:30Z');

  it('counts in hour-long windows', () => {
    expect(windowStart(now)).toBe(Date.parse('2026-11-25T10:00:00Z') / 1000);
    expect(windowStart(new Date('2026-11-25T10:59:59Z'))).toBe(windowStart(now));
    expect(windowStart(new Date('2026-11-25T11:00:00Z'))).not.toBe(windowStart(now));
  });

  it('tells a refused sender when the window ends', () => {
    expect(retryAfter(now)).toBe(44 * 60 + 30);
  });

  it('lets the limit itself through and refuses the one after', () => {
    expect(isOverLimit(10, 10)).toBe(false);
    expect(isOverLimit(11, 10)).toBe(true);
  });

  it('stores a digest of the address, never the address', async () => {
    const key = await addressKey('203.0.113.7');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('203');
    expect(await addressKey('203.0.113.7')).toBe(key);
    expect(await addressKey('203.0.113.8')).not.toBe(key);
    expect(await addressKey(null)).toBe(await addressKey('unknown'));
  });
});
