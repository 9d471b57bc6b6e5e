/** @jest-environment node */
import { contactEndpoint } from '@/lib/contact-endpoint';
import { contactEndpointOrigin, parseContactEndpoint } from '../../../site.config.mjs';

describe('contact form endpoint', () => {
  it('is absent when the variable is unset or blank', () => {
    expect(contactEndpoint({})).toBeUndefined();
    expect(parseContactEndpoint('  ')).toBeUndefined();
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

describe('REQUESTS=cloudflare', () => {
  it('points the forms at the Function under the base path', () => {
    expect(contactEndpoint({ REQUESTS: 'cloudflare' })).toBe('/gps-app/api/requests');
    // Same origin: nothing to add to the CSP.
    expect(contactEndpointOrigin({ REQUESTS: 'cloudflare' })).toBeUndefined();
  });

  it('gives way to CONTACT_FORM_ENDPOINT when both are set', () => {
    const env = { REQUESTS: 'cloudflare', CONTACT_FORM_ENDPOINT: 'https://formspree.io/f/abc' };
    expect(contactEndpoint(env)).toBe('https://formspree.io/f/abc');
  });

  it('stops the build on a misspelt value', () => {
    expect(() => contactEndpoint({ REQUESTS: 'cloudfare' })).toThrow(/REQUESTS must be/);
  });
});
