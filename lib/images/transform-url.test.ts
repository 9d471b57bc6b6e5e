import fc from 'fast-check';
import { transformUrl, type ImageService } from '@/lib/images/transform-url';

const site = 'https://shop.example';
const parse = (url: string) => new URL(url, site);

describe('transformUrl', () => {
  it("writes each service's documented form", () => {
    const path = '/gps-app/uploads/products/a.jpg';
    expect(transformUrl('cloudflare', path, 480)).toBe(
      '/cdn-cgi/image/width=480,quality=75,format=auto/gps-app/uploads/products/a.jpg',
    );
    expect(transformUrl('netlify', path, 480)).toBe(
      '/.netlify/images?url=%2Fgps-app%2Fuploads%2Fproducts%2Fa.jpg&w=480&q=75',
    );
    expect(transformUrl('netlify', path, 480, 'avif')).toMatch(/&w=480&q=75&fm=avif$/);
    expect(
      transformUrl('cloudinary', 'https://res.cloudinary.com/demo/image/upload/v1/gps/a.jpg', 480),
    ).toBe('https://res.cloudinary.com/demo/image/upload/c_limit,f_auto,q_auto,w_480/v1/gps/a.jpg');
    const uuid = '0c6b6d1e-6e0a-4f0b-9c55-111122223333';
    expect(transformUrl('uploadcare', `https://ucarecdn.com/${uuid}/`, 480)).toBe(
      `https://ucarecdn.com/${uuid}/-/resize/480x/-/format/auto/`,
    );
    expect(transformUrl('uploadcare', `https://ucarecdn.com/${uuid}/front.jpg`, 480)).toBe(
      `https://ucarecdn.com/${uuid}/-/resize/480x/-/format/auto/front.jpg`,
    );
  });

  it('refuses what is not a plain original of that service, and odd widths', () => {
    expect(() => transformUrl('cloudflare', '//evil.example/a.jpg', 480)).toThrow();
    expect(() => transformUrl('cloudflare', '/gps-app/../a.jpg', 480)).toThrow();
    expect(() => transformUrl('netlify', 'https://evil.example/a.jpg', 480)).toThrow();
    expect(() =>
      transformUrl('cloudinary', 'https://evil.example/x/image/upload/a', 480),
    ).toThrow();
    expect(() =>
      transformUrl('cloudinary', 'https://user@res.cloudinary.com/x/image/upload/a', 480),
    ).toThrow();
    expect(() =>
      transformUrl('cloudinary', 'http://res.cloudinary.com/x/image/upload/a', 480),
    ).toThrow();
    for (const width of [0, -1, 1.5, Number.NaN, 100_000])
      expect(() => transformUrl('cloudflare', '/a.jpg', width)).toThrow(/width/);
  });

  // Any file name: the URL stays on the site, in the CDN's path or query, and names that file.
  const segment = fc
    .string({ unit: 'binary', minLength: 1, maxLength: 20 })
    .filter((s) => !s.includes('/') && s !== '.' && s !== '..');
  const sitePath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`);
  const width = fc.integer({ min: 1, max: 4000 });

  it('keeps any site path inside the Cloudflare transformation path', () => {
    fc.assert(
      fc.property(sitePath, width, (path, w) => {
        const url = parse(transformUrl('cloudflare', path, w));
        expect(url.origin).toBe(site);
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
        const [empty, cdn, image, options, ...rest] = url.pathname.split('/');
        expect([empty, cdn, image, options]).toEqual([
          '',
          'cdn-cgi',
          'image',
          `width=${w},quality=75,format=auto`,
        ]);
        expect(`/${rest.map(decodeURIComponent).join('/')}`).toBe(path);
      }),
    );
  });

  it('keeps any site path inside the Netlify url parameter', () => {
    fc.assert(
      fc.property(sitePath, width, fc.constantFrom('auto', 'avif'), (path, w, format) => {
        const url = parse(transformUrl('netlify', path, w, format as 'auto' | 'avif'));
        expect(url.origin).toBe(site);
        expect(url.pathname).toBe('/.netlify/images');
        expect([...url.searchParams.keys()]).toEqual(
          format === 'auto' ? ['url', 'w', 'q'] : ['url', 'w', 'q', 'fm'],
        );
        expect(url.searchParams.get('w')).toBe(String(w));
        const source = url.searchParams.get('url') ?? '';
        expect(source.split('/').map(decodeURIComponent).join('/')).toBe(path);
      }),
    );
  });

  it("never leaves a media library's host, whatever its path holds", () => {
    const hosts: [ImageService, string][] = [
      ['cloudinary', 'https://res.cloudinary.com/demo/image/upload/'],
      ['uploadcare', 'https://ucarecdn.com/'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...hosts),
        fc.string({ unit: 'binary', maxLength: 40 }),
        width,
        ([service, prefix], tail, w) => {
          let result: string;
          try {
            result = transformUrl(service, prefix + tail, w);
          } catch {
            return; // refused: nothing to emit
          }
          const url = new URL(result);
          expect(url.origin).toBe(new URL(prefix).origin);
          expect(url.search + url.hash).toBe('');
          expect(
            result.startsWith(service === 'cloudinary' ? prefix : 'https://ucarecdn.com/'),
          ).toBe(true);
        },
      ),
    );
  });

  it('makes nothing but a site-relative or media-host URL of any input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ImageService>('cloudflare', 'netlify', 'cloudinary', 'uploadcare'),
        fc.string({ unit: 'binary', maxLength: 60 }),
        (service, original) => {
          let result: string;
          try {
            result = transformUrl(service, original, 480);
          } catch {
            return;
          }
          const origin = parse(result).origin;
          expect([site, 'https://res.cloudinary.com', 'https://ucarecdn.com']).toContain(origin);
          if (service === 'cloudflare' || service === 'netlify') expect(origin).toBe(site);
        },
      ),
    );
  });
});
