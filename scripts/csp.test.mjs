/** @jest-environment node */
import { imageOrigins, policyFor, turnstileSource } from './csp.mjs';

const page = '<html><head></head><body><img src="x.jpg"></body></html>';
const scripted = '<html><head></head><body><script>self.x=1</script></body></html>';
const imgSrc = (policy) => policy.split('; ').find((d) => d.startsWith('img-src'));

describe('img-src', () => {
  it("is the site's own origin alone without media library photos (CDNs answer there too)", () => {
    expect(imgSrc(policyFor(page, null, imageOrigins({ version: 1, images: {} })))).toBe(
      "img-src 'self' data:",
    );
    expect(imageOrigins(null)).toEqual([]);
  });

  it('adds the media library origins the image build recorded, and nothing malformed', () => {
    const manifest = {
      version: 1,
      images: {},
      mediaOrigins: [
        'https://res.cloudinary.com',
        "https://x.example 'unsafe-inline'",
        'http://a.b',
      ],
    };
    expect(imgSrc(policyFor(page, null, imageOrigins(manifest)))).toBe(
      "img-src 'self' data: https://res.cloudinary.com",
    );
  });
});

describe('page policy and Turnstile', () => {
  it('allows no outside script or frame without TURNSTILE_SITE_KEY', () => {
    expect(turnstileSource({})).toBeNull();
    const policy = policyFor(scripted, null, [], turnstileSource({}));
    expect(policy).not.toContain('challenges.cloudflare.com');
    expect(policy).not.toContain('frame-src');
  });

  it('allows Cloudflare’s widget script and frame when the site key is set', () => {
    const turnstile = turnstileSource({ TURNSTILE_SITE_KEY: '1x00000000000000000000AA' });
    const directives = policyFor(scripted, null, [], turnstile).split('; ');
    const scriptSrc = directives.find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toContain(' https://challenges.cloudflare.com ');
    expect(scriptSrc).toMatch(/'sha256-[^']+'$/);
    expect(directives).toContain("frame-src 'self' https://challenges.cloudflare.com");
    expect(directives.find((d) => d.startsWith('connect-src'))).toBe("connect-src 'self'");
  });
});

describe('the form service in connect-src and form-action', () => {
  const directive = (policy, name) => policy.split('; ').find((d) => d.startsWith(name));
  /** The policy as the postbuild step writes it, CONTACT_FORM_ENDPOINT set to `value`. */
  function policyWithEndpoint(value) {
    const before = process.env.CONTACT_FORM_ENDPOINT;
    process.env.CONTACT_FORM_ENDPOINT = value;
    try {
      return policyFor(page, undefined, []);
    } finally {
      if (before === undefined) delete process.env.CONTACT_FORM_ENDPOINT;
      else process.env.CONTACT_FORM_ENDPOINT = before;
    }
  }

  it("allows the service's origin, as the forms post to it", () => {
    const policy = policyWithEndpoint('https://formspree.io/f/abc123');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://formspree.io");
    expect(directive(policy, 'form-action')).toBe(
      "form-action 'self' mailto: https://formspree.io",
    );
  });

  it('reads a blank value as no service, as the forms do (the mail app), not as a bad URL', () => {
    expect(directive(policyWithEndpoint('  '), 'connect-src')).toBe("connect-src 'self'");
  });

  it("stops on the forms' own message for a URL they would refuse", () => {
    expect(() => policyWithEndpoint('http://forms.example.com/x')).toThrow(
      'CONTACT_FORM_ENDPOINT must use https://',
    );
  });
});
