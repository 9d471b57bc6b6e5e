import fc from 'fast-check';
import { mediaServiceOf, mediaUrlProblem } from '@/content/fields/media-url';
import { imagePathProblem, isMediaUrl } from '@/content/fields/image-file';

const uuid = '0c6b6d1e-6e0a-4f0b-9c55-111122223333';

describe('mediaUrlProblem', () => {
  it('accepts plain Cloudinary and Uploadcare image links', () => {
    for (const src of [
      'https://res.cloudinary.com/demo/image/upload/v1/gps/front.jpg',
      'https://res.cloudinary.com/my-shop/image/upload/products/c4045_front',
      `https://ucarecdn.com/${uuid}/`,
      `https://ucarecdn.com/${uuid}/front.jpg`,
    ]) {
      expect(mediaUrlProblem(src)).toBeUndefined();
      expect(isMediaUrl(src)).toBe(true);
    }
    expect(mediaServiceOf(`https://ucarecdn.com/${uuid}/`)).toBe('uploadcare');
  });

  it('says why any other URL is refused, through the one image rule', () => {
    expect(imagePathProblem('https://example.com/a.jpg')).toMatch(/allowed media library host/);
    expect(imagePathProblem('http://res.cloudinary.com/d/image/upload/a.jpg')).toMatch(/https/);
    expect(imagePathProblem('//res.cloudinary.com/d/image/upload/a.jpg')).toBeDefined();
    expect(imagePathProblem('javascript:alert(1)')).toMatch(/https/);
    expect(imagePathProblem('https://res.cloudinary.com:8443/d/image/upload/a.jpg')).toMatch(
      /port/,
    );
    expect(imagePathProblem('https://res.cloudinary.com/d/image/upload/a.jpg?x=1')).toMatch(
      /plain cloudinary/,
    );
    expect(imagePathProblem('https://res.cloudinary.com/d/video/upload/a.mp4')).toMatch(
      /plain cloudinary/,
    );
    expect(imagePathProblem(`https://ucarecdn.com/${uuid}/../x`)).toMatch(/plain uploadcare/);
    expect(
      imagePathProblem('https://res.cloudinary.com.evil.example/d/image/upload/a.jpg'),
    ).toMatch(/not res\.cloudinary\.com\.evil\.example/);
  });

  it('accepts only https URLs on an allowed host without credentials, port, query or escapes', () => {
    const hosts = ['res.cloudinary.com', 'ucarecdn.com', 'evil.example', 'res.cloudinary.com.evil'];
    const candidate = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc
        .tuple(
          fc.constantFrom('https://', 'http://', 'https://a:b@', '//'),
          fc.constantFrom(...hosts),
          fc.string({ unit: 'binary', maxLength: 60 }),
        )
        .map(([scheme, host, rest]) => `${scheme}${host}/${rest}`),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
    );
    fc.assert(
      fc.property(candidate, (src) => {
        if (mediaUrlProblem(src) !== undefined) return;
        const url = new URL(src);
        expect(url.protocol).toBe('https:');
        expect(['res.cloudinary.com', 'ucarecdn.com']).toContain(url.hostname);
        expect(url.username + url.password + url.port + url.search + url.hash).toBe('');
        // Written in its one plain form: the parser changes nothing.
        expect(url.href).toBe(src);
      }),
    );
  });
});
