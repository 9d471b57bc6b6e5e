/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { checkHostLimits, hostLimits, productsWithin, tarBytes } from './host-limits.mjs';

const fits = {
  files: 12_000,
  largestFolderFiles: 5_000,
  largestFileBytes: 2e6,
  tarBytes: 5e8,
  buildMs: 10 * 60_000,
};
const row = (rows, host) => rows.find((r) => r.host === host);

describe('hostLimits', () => {
  it('says where and when every limit was read', () => {
    for (const limit of hostLimits) {
      expect(limit.source).toMatch(/^https:\/\//);
      expect(limit.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('checkHostLimits', () => {
  it('passes an export within every limit', () => {
    expect(checkHostLimits(fits).every((r) => r.met)).toBe(true);
  });

  it("fails only Cloudflare's free plan at 20,000 files, and the paid plan at 100,000", () => {
    const at20k = checkHostLimits({ ...fits, files: 20_000 });
    expect(row(at20k, 'Cloudflare Pages free').met).toBe(false);
    expect(row(at20k, 'Cloudflare Pages paid').met).toBe(true);
    expect(row(at20k, 'Netlify').met).toBe(true);
    expect(row(checkHostLimits({ ...fits, files: 19_999 }), 'Cloudflare Pages free').met).toBe(
      true,
    );
    expect(row(checkHostLimits({ ...fits, files: 100_000 }), 'Cloudflare Pages paid').met).toBe(
      false,
    );
  });

  it('fails Netlify on a folder of 54,000 files, GitHub Pages on a site of 1 GB, Cloudflare on a 25 MiB file', () => {
    expect(row(checkHostLimits({ ...fits, largestFolderFiles: 54_000 }), 'Netlify').met).toBe(
      false,
    );
    expect(row(checkHostLimits({ ...fits, tarBytes: 1e9 }), 'GitHub Pages').met).toBe(false);
    const big = checkHostLimits({ ...fits, largestFileBytes: 25 * 2 ** 20 });
    expect(row(big, 'Cloudflare Pages free').met).toBe(false);
    expect(row(big, 'GitHub Pages').met).toBe(true);
  });

  it('does not count a build time that was not measured as within the limit', () => {
    const { buildMs, ...unmeasured } = fits;
    expect(buildMs).toBeGreaterThan(0);
    const free = row(checkHostLimits(unmeasured), 'Cloudflare Pages free');
    expect(free.met).toBe(false);
    expect(free.checks.find((c) => c.what === 'build').value).toBeUndefined();
  });
});

describe('tarBytes', () => {
  it('is the size of the tar that GNU tar writes for the same files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tar-bytes-'));
    try {
      const sizes = [0, 1, 511, 512, 513, 4096, 10_000];
      sizes.forEach((size, i) => writeFileSync(join(dir, `f${i}`), Buffer.alloc(size, 97)));
      // Blocking factor 1: no padding of the archive to tar's default 10 KiB records.
      execFileSync(
        'tar',
        ['-b', '1', '-cf', join(dir, 'all.tar'), ...sizes.map((_, i) => `f${i}`)],
        {
          cwd: dir,
        },
      );
      expect(tarBytes(sizes)).toBe(statSync(join(dir, 'all.tar')).size);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is never less than the bytes it holds', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1e7), { maxLength: 50 }), (sizes) => {
        expect(tarBytes(sizes)).toBeGreaterThanOrEqual(sizes.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('productsWithin', () => {
  it('extends the measured files by the files each product adds', () => {
    // 5,000 products in 15,000 files, 2.5 files per product: 7,000 would make 20,000, one too
    // many (every target and limit here is "under"). Past the limit the count goes back.
    expect(productsWithin(20_000, { products: 5000, files: 15_000, filesPerProduct: 2.5 })).toBe(
      6999,
    );
    expect(productsWithin(20_000, { products: 5000, files: 25_000, filesPerProduct: 2 })).toBe(
      2499,
    );
    expect(productsWithin(20_000, { products: 10, files: 100, filesPerProduct: 0 })).toBe(Infinity);
  });
});
