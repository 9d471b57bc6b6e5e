/** @jest-environment node */
import { basePath } from '@/lib/site';
import { siteOrigin } from '@/lib/site-origin';
import { pageMetadata } from '@/server/metadata';

jest.mock('@/content', () => ({
  content: { company: { name: { ka: 'ბეჭდვის ცენტრი', en: 'Print Centre' } } },
}));

const origin = `${siteOrigin}${basePath}`;

describe('pageMetadata', () => {
  const base = { locale: 'en', path: '/catalog/office', title: 'Office', description: 'Printers' };

  it('gives the canonical, both languages and x-default (Georgian), and the social tags', () => {
    const metadata = pageMetadata({ ...base, locale: 'en' });
    expect(metadata.title).toBe('Office');
    expect(metadata.alternates).toEqual({
      canonical: `${origin}/en/catalog/office/`,
      languages: {
        ka: `${origin}/ka/catalog/office/`,
        en: `${origin}/en/catalog/office/`,
        'x-default': `${origin}/ka/catalog/office/`,
      },
    });
    expect(metadata.openGraph).toMatchObject({
      url: `${origin}/en/catalog/office/`,
      siteName: 'Print Centre',
      locale: 'en_US',
      alternateLocale: ['ka_GE'],
      images: [{ url: `${origin}/images/og/default.png`, width: 1200, height: 630, alt: 'Office' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Office' });
    expect(metadata).not.toHaveProperty('robots');
  });

  it('takes a page image, an absolute title and noindex when asked', () => {
    const metadata = pageMetadata({
      ...base,
      locale: 'ka',
      image: { path: '/images/og/printer.png', alt: 'A printer' },
      absoluteTitle: true,
      noindex: true,
    });
    expect(metadata.title).toEqual({ absolute: 'Office' });
    expect(metadata.openGraph).toMatchObject({
      title: 'Office',
      siteName: 'ბეჭდვის ცენტრი',
      images: [
        expect.objectContaining({ url: `${origin}/images/og/printer.png`, alt: 'A printer' }),
      ],
    });
    expect(metadata.robots).toEqual({ index: false });
  });
});
