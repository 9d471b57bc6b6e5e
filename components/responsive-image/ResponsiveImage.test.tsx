import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { ResponsiveImage } from '@/components/responsive-image/ResponsiveImage';
import { sampleManifest } from '../../tests/support/lib/images/fixtures';

let dir: string;
const env = process.env as Record<string, string | undefined>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(sampleManifest()));
  env.IMAGE_MANIFEST = join(dir, 'manifest.json');
});
afterAll(() => {
  delete env.IMAGE_MANIFEST;
  rmSync(dir, { recursive: true, force: true });
});

const sizes = '(min-width: 768px) 50vw, 100vw';

describe('ResponsiveImage', () => {
  it('shows an SVG as a plain lazy <img> with its size and the base path', () => {
    const { container } = render(
      <ResponsiveImage src="/images/products/mfp-1.svg" alt="Copier" sizes={sizes} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/gps-app/images/products/mfp-1.svg');
    expect(img).toHaveAttribute('alt', 'Copier');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('shows a photo as <picture>: AVIF and WebP sources, a JPEG <img> at its own ratio', () => {
    const { container } = render(
      <ResponsiveImage src="/uploads/photo.jpg" alt="Showroom" sizes={sizes} className="x" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif']);
    expect(sources[0]).toHaveAttribute('sizes', sizes);
    expect(sources[0]?.getAttribute('srcset')).toContain(
      '/gps-app/_img/uploads/photo.0123456789-800.avif 800w',
    );
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', '/gps-app/_img/uploads/photo.0123456789-800.jpg');
    expect(img.getAttribute('srcset')).toContain('-320.jpg 320w');
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1800');
    expect(img).toHaveAttribute('alt', 'Showroom');
    expect(img).toHaveClass('x');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the largest paint eagerly at high priority', () => {
    const { container } = render(
      <ResponsiveImage src="/uploads/photo.jpg" alt="" sizes={sizes} priority />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('never links the original of a photo it has variants for', () => {
    const { container } = render(<ResponsiveImage src="/uploads/photo.jpg" alt="" sizes={sizes} />);
    expect(container.innerHTML).not.toContain('/uploads/photo.jpg');
  });

  it('stops a production build when a photo has no variants, instead of shipping it', () => {
    expect(() =>
      render(<ResponsiveImage src="/uploads/new.jpg" alt="" sizes={sizes} />),
    ).not.toThrow();
    env.NODE_ENV = 'production';
    try {
      expect(() => render(<ResponsiveImage src="/uploads/new.jpg" alt="" sizes={sizes} />)).toThrow(
        /\/uploads\/new\.jpg has no responsive variants/,
      );
    } finally {
      env.NODE_ENV = 'test';
    }
  });
});
