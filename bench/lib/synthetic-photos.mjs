// Synthetic product photos for the scale benchmark: raw pixels built here, encoded by sharp.
// They must cost the encoders what a phone photo costs. A flat render (solid shapes, clean
// gradients) compresses to almost nothing in AVIF and makes every image figure look cheap, so a
// photo here has what a camera gives: a lit backdrop (a gradient), an object with hard edges and
// its own shading, fine detail (labels, vents), lens vignetting and sensor noise in every pixel.
// Deterministic: the same seed gives the same pixels.
import sharp from 'sharp';
import { seededRandom } from './seeded-random.mjs';

/** A 12-megapixel phone camera's frame (4:3). */
export const phoneFrame = { width: 4032, height: 3024 };

/**
 * The scene of one photo: a device-like box on a backdrop, with a panel, a slot and label lines.
 * Separate from the pixels so a flat render of the same scene can be compared (tests).
 */
function scene(seed, width, height) {
  const rnd = seededRandom(seed);
  const hue = () => [60 + rnd() * 160, 60 + rnd() * 160, 60 + rnd() * 160];
  const boxW = width * (0.45 + rnd() * 0.25);
  const boxH = height * (0.4 + rnd() * 0.25);
  const box = { x: (width - boxW) / 2, y: height * 0.3, w: boxW, h: boxH, colour: hue() };
  const panel = {
    x: box.x + boxW * 0.08,
    y: box.y + boxH * 0.1,
    w: boxW * 0.3,
    h: boxH * 0.22,
    colour: hue(),
  };
  const lines = Array.from({ length: 6 + Math.floor(rnd() * 6) }, (_, i) => ({
    y: box.y + boxH * (0.45 + i * 0.05),
    x0: box.x + boxW * (0.1 + rnd() * 0.1),
    x1: box.x + boxW * (0.5 + rnd() * 0.4),
  }));
  return { box, panel, lines, top: hue(), bottom: hue(), grain: 20 + rnd() * 8, rnd };
}

const inside = (r, x, y) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
const clamp = (value) => (value < 0 ? 0 : value > 255 ? 255 : value);

/**
 * The photo's RGB pixels (width × height × 3 bytes). `noise: false` gives the flat render of the
 * same scene: no grain, no vignette, no fine detail (for comparisons only).
 */
export function photoPixels({
  seed,
  width = phoneFrame.width,
  height = phoneFrame.height,
  noise = true,
}) {
  const s = scene(seed, width, height);
  const data = Buffer.alloc(width * height * 3);
  const cx = width / 2;
  const cy = height / 2;
  const maxR2 = cx * cx + cy * cy;
  let i = 0;
  for (let y = 0; y < height; y += 1) {
    const t = y / height;
    const onLine = s.lines.find((line) => Math.abs(y - line.y) < Math.max(1, height / 600));
    for (let x = 0; x < width; x += 1) {
      let r;
      let g;
      let b;
      if (inside(s.panel, x, y)) {
        [r, g, b] = s.panel.colour;
      } else if (inside(s.box, x, y)) {
        // The object's body: lit from the top left, darker towards its lower right edge.
        const shade = 1.15 - ((x - s.box.x) / s.box.w) * 0.25 - ((y - s.box.y) / s.box.h) * 0.2;
        [r, g, b] = s.box.colour.map((c) => c * shade);
        if (noise && onLine && x > onLine.x0 && x < onLine.x1 && (x >> 3) % 3 !== 0)
          [r, g, b] = [30, 30, 34];
        // Vents: a fine stripe pattern, the high-frequency detail real products have.
        if (noise && y > s.box.y + s.box.h * 0.8 && (x >> 2) % 2 === 0)
          [r, g, b] = [r * 0.6, g * 0.6, b * 0.6];
      } else {
        // The backdrop: a vertical gradient between two tones.
        r = s.top[0] + (s.bottom[0] - s.top[0]) * t;
        g = s.top[1] + (s.bottom[1] - s.top[1]) * t;
        b = s.top[2] + (s.bottom[2] - s.top[2]) * t;
      }
      if (noise) {
        const dx = x - cx;
        const dy = y - cy;
        const vignette = 1 - (0.35 * (dx * dx + dy * dy)) / maxR2;
        const grain = (s.rnd() + s.rnd() + s.rnd() - 1.5) * s.grain;
        r = r * vignette + grain;
        g = g * vignette + grain * 0.9;
        b = b * vignette + grain * 1.1;
      }
      data[i] = clamp(r);
      data[i + 1] = clamp(g);
      data[i + 2] = clamp(b);
      i += 3;
    }
  }
  return { data, info: { width, height, channels: 3 } };
}

/** The photo as sharp input (raw pixels), for any encoder or resize. */
export function photoImage(options) {
  const { data, info } = photoPixels(options);
  return sharp(data, { raw: info });
}

/**
 * A photo as a camera writes it (JPEG, quality 90) or as the editor's upload optimisation commits
 * it (WebP, longest side `maxSide`).
 * @param {{ seed: number, width?: number, height?: number, format?: 'jpeg' | 'webp', maxSide?: number }} options
 */
export async function photoFile({ format = 'jpeg', maxSide, ...options }) {
  let image = photoImage(options);
  if (maxSide) image = image.resize({ width: maxSide, height: maxSide, fit: 'inside' });
  return format === 'webp'
    ? image.webp({ quality: 80 }).toBuffer()
    : image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
}
