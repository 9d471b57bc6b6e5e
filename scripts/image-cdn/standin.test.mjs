/** @jest-environment node */
import fc from 'fast-check';
import { transformUrl } from '@/lib/images/transform-url';
import { parseTransformUrl } from './standin.mjs';

const site = 'http://127.0.0.1:3100';
const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const parse = (href, accept = chromium) => parseTransformUrl(new URL(href, site), accept);

describe('parseTransformUrl', () => {
  it('reads both CDN forms, with `auto` decided by the Accept header as each CDN does', () => {
    const path = '/gps-app/uploads/products/a.jpg';
    expect(parse(transformUrl('cloudflare', path, 480))).toEqual({
      source: path,
      width: '480',
      quality: '75',
      format: 'avif',
    });
    expect(parse(transformUrl('cloudflare', path, 480), 'image/webp,*/*').format).toBe('webp');
    expect(parse(transformUrl('cloudflare', path, 480), '*/*').format).toBeUndefined();
    expect(parse(transformUrl('netlify', path, 800, 'avif'))).toEqual({
      source: path,
      width: '800',
      quality: '75',
      format: 'avif',
    });
    // Netlify prefers WebP when fm is left out.
    expect(parse(transformUrl('netlify', path, 800)).format).toBe('webp');
    expect(parse('/gps-app/uploads/a.jpg')).toBeNull();
    expect(() => parse('/.netlify/images?w=10')).toThrow(/url is missing/);
  });

  it('gives back exactly the site path the pages asked for, whatever its characters', () => {
    const segment = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 12 })
      .filter((s) => !s.includes('/') && s !== '.' && s !== '..');
    const path = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => `/${s.join('/')}`);
    fc.assert(
      fc.property(path, fc.constantFrom('cloudflare', 'netlify'), (original, service) => {
        expect(parse(transformUrl(service, original, 320)).source).toBe(original);
      }),
    );
  });
});
