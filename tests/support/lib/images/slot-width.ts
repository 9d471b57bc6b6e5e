/**
 * The slot width a browser computes from a `sizes` attribute at a viewport width: the first entry
 * whose (min-width) condition holds; lengths in px, vw, rem (16 px) and calc(a ± b).
 */
export function slotWidth(sizes: string, viewport: number): number {
  const length = (text: string): number => {
    const calc = /^calc\((.+?) ([+-]) (.+)\)$/.exec(text);
    if (calc) {
      const [a, b] = [length(calc[1]!), length(calc[3]!)];
      return calc[2] === '+' ? a + b : a - b;
    }
    const unit = /^([\d.]+)(px|vw|rem)$/.exec(text);
    if (!unit) throw new Error(`cannot read length "${text}"`);
    const value = Number(unit[1]);
    return unit[2] === 'px' ? value : unit[2] === 'vw' ? (value * viewport) / 100 : value * 16;
  };
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const media = /^\(min-width: (\d+)px\)\s+(.+)$/.exec(entry.trim());
    if (!media) return length(entry.trim());
    if (viewport >= Number(media[1])) return length(media[2]!);
  }
  throw new Error(`"${sizes}" has no default length`);
}
