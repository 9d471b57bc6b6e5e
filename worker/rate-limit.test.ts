/** @jest-environment node */
import fc from 'fast-check';
import {
  addressBucket,
  addressKey,
  isOverLimit,
  retryAfter,
  windowStart,
} from '@/worker/rate-limit';

/** An IPv6 address (eight 16-bit groups) in one of its many spellings. */
const spelling = (groups: number[]) =>
  fc
    .record({
      upper: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      pad: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 8 }),
      compress: fc.integer({ min: 0, max: 8 }),
      dotted: fc.boolean(),
    })
    .map(({ upper, pad, compress, dotted }) => {
      const hex = groups.map((group, i) => {
        const digits = group.toString(16);
        const padded = '0'.repeat(
          Math.max(0, Math.min(4, digits.length + pad[i]!) - digits.length),
        );
        const text = padded + digits;
        return upper[i] ? text.toUpperCase() : text;
      });
      const parts: string[] = dotted
        ? [
            ...hex.slice(0, 6),
            [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.'),
          ]
        : hex;
      // "::" for the longest run of zero groups starting at or after `compress`, when there is one
      // (never over the dotted part).
      const limit = dotted ? 6 : 8;
      let start = -1;
      let end = -1;
      for (let i = Math.min(compress, limit); i < limit; i += 1) {
        if (groups[i] !== 0) continue;
        let j = i;
        while (j < limit && groups[j] === 0) j += 1;
        start = i;
        end = j;
        break;
      }
      if (start < 0) return parts.join(':');
      return `${parts.slice(0, start).join(':')}::${parts.slice(end).join(':')}`;
    });

const group = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
const ipv6 = fc.array(group, { minLength: 8, maxLength: 8 });
const ipv4 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 });

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
    expect(key).not.toContain('203.0.113');
    expect(await addressKey('203.0.113.7')).toBe(key);
    expect(await addressKey('203.0.113.8')).not.toBe(key);
    expect(await addressKey(null)).toBe(await addressKey('unknown'));
  });

  it('counts one address however it is written, and one IPv6 /64 as one sender', async () => {
    expect(await addressKey('2001:DB8::1')).toBe(await addressKey('2001:0db8:0:0::1'));
    expect(await addressKey('2001:db8::1')).toBe(await addressKey('2001:db8::ffff:2'));
    expect(await addressKey('2001:db8:0:1::1')).not.toBe(await addressKey('2001:db8::1'));
    expect(addressBucket('::ffff:203.0.113.7')).toBe('v4:203.0.113.7');
    expect(addressBucket('::FFFF:cb00:7107')).toBe('v4:203.0.113.7');
    expect(addressBucket('203.000.113.007')).toBe('v4:203.0.113.7');
    expect(addressBucket('::')).toBe('v6:0:0:0:0');
    expect(addressBucket('1::')).toBe('v6:1:0:0:0');
    for (const bad of [
      '',
      'unknown',
      '1.2.3',
      '1.2.3.256',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      ':1:2',
    ]) {
      expect(addressBucket(bad)).toBe('unknown');
    }
    expect(addressBucket('1:2:3:4:5:6:7::8')).toBe('unknown');
    expect(addressBucket('12345::1')).toBe('unknown');
  });

  it('gives every spelling of an IPv6 address the same key (property)', () => {
    fc.assert(
      fc.property(
        ipv6.chain((groups) => fc.tuple(spelling(groups), spelling(groups))),
        ([a, b]) => {
          expect(addressBucket(a)).not.toBe('unknown');
          expect(addressBucket(a)).toBe(addressBucket(b));
        },
      ),
    );
  });

  it('gives any two addresses in one /64 the same key, and other /64s other keys (property)', () => {
    fc.assert(
      fc.property(ipv6, ipv6, (a, b) => {
        const sameBlock = [...a.slice(0, 4), ...b.slice(4)];
        // IPv4-mapped addresses (::ffff:a.b.c.d) are keyed as IPv4: kept out of the way.
        const mapped = (groups: number[]) =>
          groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
        fc.pre(![a, b, sameBlock].some(mapped));
        const format = (groups: number[]) => groups.map((g) => g.toString(16)).join(':');
        expect(addressBucket(format(sameBlock))).toBe(addressBucket(format(a)));
        const differs = a.slice(0, 4).some((g, i) => g !== b[i]);
        expect(addressBucket(format(a)) === addressBucket(format(b))).toBe(!differs);
      }),
    );
  });

  it('gives different IPv4 addresses different keys, and the mapped IPv6 form the same (property)', async () => {
    await fc.assert(
      fc.asyncProperty(ipv4, ipv4, async (a, b) => {
        const same = a.every((byte, i) => byte === b[i]);
        expect((await addressKey(a.join('.'))) === (await addressKey(b.join('.')))).toBe(same);
        expect(addressBucket(`::ffff:${a.join('.')}`)).toBe(addressBucket(a.join('.')));
      }),
      { numRuns: 200 },
    );
  });
});
