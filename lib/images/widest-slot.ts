/** Read from `sizes` itself so the two cannot drift; anything else is unbounded (never blurry). */

/** A length that grows with the viewport: px + vw × viewport / 100. */
interface Linear {
  px: number;
  vw: number;
}

const rootFontPx = 16;

function linear(text: string): Linear | null {
  const calc = /^calc\((.+?) ([+-]) (.+)\)$/.exec(text);
  if (calc) {
    const [a, b] = [linear(calc[1]!), linear(calc[3]!)];
    if (!a || !b) return null;
    const sign = calc[2] === '+' ? 1 : -1;
    return { px: a.px + sign * b.px, vw: a.vw + sign * b.vw };
  }
  const unit = /^(\d+(?:\.\d+)?)(px|rem|vw)$/.exec(text);
  if (!unit) return null;
  const value = Number(unit[1]);
  if (unit[2] === 'vw') return { px: 0, vw: value };
  return { px: unit[2] === 'rem' ? value * rootFontPx : value, vw: 0 };
}

const at = (length: Linear, viewport: number) => length.px + (length.vw * viewport) / 100;

/** The widest slot in CSS px; Infinity when the attribute is outside the grammar or unbounded. */
export function widestSlot(sizes: string): number {
  const entries = sizes.split(/,\s*(?![^(]*\))/).map((entry) => entry.trim());
  let widest = 0;
  // Each entry holds from its min-width up to the previous (wider) entry's.
  let upTo = Infinity;
  for (const entry of entries) {
    const media = /^\(min-width: (\d+)px\)\s+(.+)$/.exec(entry);
    const length = linear(media ? media[2]! : entry);
    if (!length) return Infinity;
    const from = media ? Number(media[1]) : 0;
    if (upTo === Infinity && length.vw > 0) return Infinity;
    widest = Math.max(widest, at(length, from), upTo === Infinity ? length.px : at(length, upTo));
    if (!media) return widest;
    upTo = from;
  }
  // No default entry: the browser falls back to 100vw, which is unbounded.
  return Infinity;
}

/** The highest pixel density a srcset is sized for; denser screens get the 2x width. */
export const maxDensity = 2;

/** Every width below `widest` × 2 and the first at or above it; others are never chosen. */
export function usefulWidths(widths: number[], widest: number): number[] {
  const enough = widths.findIndex((width) => width >= widest * maxDensity);
  return enough === -1 ? widths : widths.slice(0, enough + 1);
}
