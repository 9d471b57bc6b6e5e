import fc from 'fast-check';
import { transformParts, type ImageService } from '@/lib/images/transform-url';

/** The URL at width `w`, joined as pages and islands join the parts. */
const at = (service: ImageService, original: string, w: number) =>
  transformParts(service, original).join(String(w));

describe('transformParts', () => {
  it("writes each media library's documented form", () => {
    expect(at('cloudinary', 'https://res.cloudinary.com/demo/image/upload/v1/gps/a.jpg', 480)).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,f_auto,q_auto,w_480/v1/gps/a.jpg',
    );
    const uuid = '0c6b6d1e-6e0a-4f0b-9c55-111122223333';
    expect(at('uploadcare', `https://ucarecdn.com/${uuid}/`, 480)).toBe(
      `https://ucarecdn.com/${uuid}/-/resize/480x/-/format/auto/`,
    );
    expect(at('uploadcare', `https://ucarecdn.com/${uuid}/front.jpg`, 480)).toBe(
      `https://ucarecdn.com/${uuid}/-/resize/480x/-/format/auto/front.jpg`,
    );
  });

  it('refuses what is not a plain original of that service', () => {
    for (const original of [
      'https://evil.example/x/image/upload/a',
      'https://user@res.cloudinary.com/x/image/upload/a',
      'http://res.cloudinary.com/x/image/upload/a',
      'https://res.cloudinary.com/x/video/upload/a',
      '/gps-app/uploads/a.jpg',
    ])
      expect(() => transformParts('cloudinary', original)).toThrow(/not a media library/);
    expect(() => transformParts('uploadcare', 'https://res.cloudinary.com/a/')).toThrow();
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
        fc.integer({ min: 1, max: 4000 }),
        ([service, prefix], tail, w) => {
          let result: string;
          try {
            result = at(service, prefix + tail, w);
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

  it('makes nothing but a media-host URL of any input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ImageService>('cloudinary', 'uploadcare'),
        fc.string({ unit: 'binary', maxLength: 60 }),
        (service, original) => {
          let result: string;
          try {
            result = at(service, original, 480);
          } catch {
            return;
          }
          expect(['https://res.cloudinary.com', 'https://ucarecdn.com']).toContain(
            new URL(result).origin,
          );
        },
      ),
    );
  });
});
