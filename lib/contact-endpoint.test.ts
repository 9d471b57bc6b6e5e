/** @jest-environment node */
import { contactEndpoint } from '@/lib/contact-endpoint';
import { contactEndpointOrigin, parseContactEndpoint } from '../site.config.mjs';

describe('contact form endpoint', () => {
  it('is the shop Worker’s own path, on the same origin, when no form service is set', () => {
    for (const env of [{}, { CONTACT_FORM_ENDPOINT: '  ' }]) {
      expect(contactEndpoint(env)).toBe('/gps-app/api/requests');
      // Same origin: nothing to add to the pages' policy.
      expect(contactEndpointOrigin(env)).toBeUndefined();
    }
  });

  it('accepts https and loopback http, and gives the origin for the CSP', () => {
    const env = { CONTACT_FORM_ENDPOINT: 'https://formspree.io/f/abc123' };
    expect(contactEndpoint(env)).toBe('https://formspree.io/f/abc123');
    expect(contactEndpointOrigin(env)).toBe('https://formspree.io');
    expect(parseContactEndpoint('http://127.0.0.1:3201/contact')).toBe(
      'http://127.0.0.1:3201/contact',
    );
  });

  it('stops the build on plain http or a relative path', () => {
    expect(() => parseContactEndpoint('http://forms.example.com/x')).toThrow(/https/);
    expect(() => parseContactEndpoint('/api/contact')).toThrow(/absolute URL/);
  });
});
