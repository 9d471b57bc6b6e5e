/** @jest-environment node */
import { turnstileSiteKey } from '@/lib/turnstile';

describe('TURNSTILE_SITE_KEY', () => {
  it('is off when unset or blank, and trimmed when set', () => {
    expect(turnstileSiteKey({})).toBeUndefined();
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: ' ' })).toBeUndefined();
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: ' 1x00000000000000000000AA ' })).toBe(
      '1x00000000000000000000AA',
    );
  });

  it('stops the build on a value that cannot be a site key (quotes, spaces, markup)', () => {
    expect(() => turnstileSiteKey({ TURNSTILE_SITE_KEY: '"><script>' })).toThrow(/site key/);
    expect(() => turnstileSiteKey({ TURNSTILE_SITE_KEY: 'two words' })).toThrow(/site key/);
  });
});
