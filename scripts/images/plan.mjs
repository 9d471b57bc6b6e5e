// Pure decisions about an image's variants: which widths, which formats, what they are called.

/** An original this much wider than the widest standard width kept is offered at its own width. */
const ownWidthMargin = 1.15;

/**
 * The widths to make for an original: the standard ones it can fill without upscaling, plus the
 * original's own width when it falls well between two (or below the smallest).
 */
export function planWidths(originalWidth, widths) {
  const kept = widths.filter((width) => width <= originalWidth).sort((a, b) => a - b);
  const widest = kept.at(-1) ?? 0;
  const atMost = Math.max(...widths);
  if (originalWidth < atMost && originalWidth >= widest * ownWidthMargin) kept.push(originalWidth);
  return kept;
}

/** Height at a given width, keeping the original's ratio. */
export function heightAt(width, original) {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/** Transparency survives in AVIF and WebP; the fallback for old browsers is PNG only then. */
export function fallbackFormat(hasAlpha) {
  return hasAlpha ? 'png' : 'jpeg';
}

/**
 * Formats in the order a <picture> offers them: the first one the browser supports wins. No WebP:
 * AVIF reaches about 93% of browsers and WebP 97% (caniuse, 2024), so WebP would only serve the
 * few percent between (Safari 14-15, Edge before 121), who take the JPEG/PNG fallback instead,
 * for a third of the files and encoding time.
 */
export function outputFormats(hasAlpha) {
  return ['avif', fallbackFormat(hasAlpha)];
}

export function extension(format) {
  return format === 'jpeg' ? 'jpg' : format;
}

/**
 * Site path of a source's variants without width and extension, e.g.
 * /uploads/products/a.jpg → /_img/uploads/products/a.3f2a9c1b7d. The hash part changes with the
 * picture or the settings, so the files can be cached forever.
 */
export function variantBase(sourcePath, key, outputUrl) {
  return `${outputUrl}${sourcePath.replace(/\.[^./]+$/, '')}.${key.slice(0, 10)}`;
}

export function variantUrl(base, width, format) {
  return `${base}-${width}.${extension(format)}`;
}
