import { absoluteAsset, absoluteUrl } from '@/lib/absolute-url';
import { basePath, siteOrigin } from '@/lib/site';

const origin = `${siteOrigin}${basePath}`;

describe('absolute URLs', () => {
  it('add the origin, base path and language to a site path', () => {
    expect(absoluteUrl('en', '/catalog')).toBe(`${origin}/en/catalog/`);
    expect(absoluteUrl('ka', '/')).toBe(`${origin}/ka/`);
    expect(absoluteAsset('/images/og/default.png')).toBe(`${origin}/images/og/default.png`);
  });
});
