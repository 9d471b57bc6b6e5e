import { externalUrl, internalHref } from '@/content/schema';

// Issue 8, content safety: no script URLs and no plain-http links can reach a page.
describe('external links', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://www.example.com/',
    '//www.example.com/',
    'ftp://www.example.com/file',
    'www.example.com',
  ])('rejects %s', (url) => {
    expect(externalUrl.safeParse(url).success).toBe(false);
  });

  it('accepts https', () => {
    expect(externalUrl.safeParse('https://www.example.com/a.pdf').success).toBe(true);
  });
});

describe('internal links', () => {
  it.each([
    'javascript:alert(1)',
    '//evil.example/',
    'https://www.example.com/',
    'catalog',
    '/a b',
  ])('rejects %s', (href) => {
    expect(internalHref.safeParse(href).success).toBe(false);
  });

  it('accepts site paths with a query', () => {
    expect(internalHref.safeParse('/contacts?type=service').success).toBe(true);
  });
});
