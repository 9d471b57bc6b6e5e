// Encodes one original into every planned variant with sharp. Pure of the file system: bytes in,
// buffers out, so the cache and the tests can wrap it.
import { fallbackFormat, heightAt, outputFormats, planWidths } from './plan.mjs';

/** Size and transparency of the original as the visitor sees it (EXIF orientation applied). */
export async function describe(input, sharp) {
  const meta = await sharp(input).metadata();
  const { width, height } = meta.autoOrient ?? meta;
  // Many PNGs carry an alpha channel that is opaque everywhere; those get a JPEG fallback.
  const hasAlpha = Boolean(meta.hasAlpha) && !(await sharp(input).stats()).isOpaque;
  return { width, height, hasAlpha };
}

async function encodeOne(input, sharp, width, format, options, steps, maxBytes) {
  for (const step of steps) {
    const quality = options.quality === undefined ? undefined : options.quality - step;
    const buffer = await sharp(input)
      .autoOrient()
      .resize({ width })
      [format]({ ...options, ...(quality === undefined ? {} : { quality }) })
      .toBuffer();
    if (buffer.length <= maxBytes) return { buffer, quality };
  }
  return null;
}

/**
 * Every variant of an image: for each planned width, AVIF, WebP and the fallback. A variant
 * still over the byte budget at the lowest quality is left out of its format (listed in
 * `dropped`): the browser then takes that format's next width down.
 */
export async function encodeImage(input, settings, sharp) {
  const original = await describe(input, sharp);
  const formats = outputFormats(original.hasAlpha);
  const variants = [];
  const dropped = [];
  for (const width of planWidths(original.width, settings.widths)) {
    const height = heightAt(width, original);
    const options = (format) => settings.formats[format];
    const { qualitySteps: steps, maxVariantBytes: maxBytes } = settings;
    const encoded = await Promise.all(
      formats.map((format) =>
        encodeOne(input, sharp, width, format, options(format), steps, maxBytes),
      ),
    );
    encoded.forEach((result, i) => {
      const format = formats[i];
      if (result) variants.push({ format, width, height, ...result });
      else dropped.push(`${format} ${width} px`);
    });
  }
  const missing = formats.filter((format) => !variants.some((v) => v.format === format));
  if (missing.length > 0)
    throw new Error(`no ${missing.join(', ')} variant fits in ${settings.maxVariantBytes} bytes`);
  return { ...original, fallback: fallbackFormat(original.hasAlpha), variants, dropped };
}
