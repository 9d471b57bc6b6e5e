/** @jest-environment node */
import { imageOrigins, policyFor } from '../../../scripts/csp.mjs';

const page = '<html><head></head><body><img src="x.jpg"></body></html>';
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
