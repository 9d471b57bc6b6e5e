// What the image build makes from each photo. Changing anything here changes every cache key,
// so the next build re-encodes everything with the new settings.

/** Widths a browser can pick from; 800 is there for a 375-400 px phone at 2x. */
export const widths = [320, 480, 640, 800, 960, 1280, 1600];

/**
 * Encoder options per output format (no WebP: see plan.mjs outputFormats). AVIF at effort 2 is within 1-2% of effort 4's size on
 * product photos and about 10x faster; mozjpeg saves ~10% over plain libjpeg.
 */
export const formats = {
  avif: { quality: 50, effort: 2 },
  jpeg: { quality: 75, mozjpeg: true },
  // Only for originals with transparency; browsers that skip AVIF and WebP are rare, so a
  // quantised palette is an acceptable fallback.
  png: { compressionLevel: 9, palette: true, quality: 80 },
};

/** The budget tests/checks/check-budgets.mjs enforces on every raster in out/. */
export const maxVariantBytes = 200 * 1000;

/** A variant over the budget is encoded again this many quality points lower, then dropped. */
export const qualitySteps = [0, 10, 20];

export const defaultSettings = { widths, formats, maxVariantBytes, qualitySteps };

/** Where things live, relative to the project root. */
export const paths = {
  content: 'content',
  public: 'public',
  /** Served as /_img/…; git-ignored, rebuilt by every build. */
  output: 'public/_img',
  manifest: 'public/_img/manifest.json',
  cache: '.cache/images',
};

/** The site path prefix of everything the image build writes. */
export const outputUrl = '/_img';
