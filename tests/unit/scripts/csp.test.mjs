/** @jest-environment node */
import { policyFor, turnstileSource } from '../../../scripts/csp.mjs';

const page = '<html><head></head><body><script>self.x=1</script></body></html>';

describe('page policy and Turnstile', () => {
  it('allows no outside script or frame without TURNSTILE_SITE_KEY', () => {
    expect(turnstileSource({})).toBeNull();
    const policy = policyFor(page, null, turnstileSource({}));
    expect(policy).not.toContain('challenges.cloudflare.com');
    expect(policy).not.toContain('frame-src');
  });

  it('allows Cloudflare’s widget script and frame when the site key is set', () => {
    const turnstile = turnstileSource({ TURNSTILE_SITE_KEY: '1x00000000000000000000AA' });
    const directives = policyFor(page, null, turnstile).split('; ');
    const scriptSrc = directives.find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toContain(' https://challenges.cloudflare.com ');
    expect(scriptSrc).toMatch(/'sha256-[^']+'$/);
    expect(directives).toContain("frame-src 'self' https://challenges.cloudflare.com");
    expect(directives.find((d) => d.startsWith('connect-src'))).toBe("connect-src 'self'");
  });
});
