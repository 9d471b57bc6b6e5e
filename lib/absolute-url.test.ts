import { absoluteAsset, absoluteUrl, languageAlternates } from '@/lib/absolute-url';
import { basePath } from '@/lib/site';
import { siteOrigin } from '@/lib/site-origin';

const origin = `${siteOrigin}${basePath}`;

describe('absolute URLs', () => {
  it('add the origin, base path and language to a site path', () => {
    expect(absoluteUrl('en', '/catalog')).toBe(`${origin}/en/catalog/`);
    expect(absoluteUrl('ka', '/')).toBe(`${origin}/ka/`);
    expect(absoluteAsset('/images/og/default.png')).toBe(`${origin}/images/og/default.png`);
  });
});

describe('languageAlternates', () => {
  it('names the page in each language, and Georgian as x-default', () => {
    expect(languageAlternates('/about')).toEqual({
      ka: `${origin}/ka/about/`,
      en: `${origin}/en/about/`,
      'x-default': `${origin}/ka/about/`,
    });
  });
});
