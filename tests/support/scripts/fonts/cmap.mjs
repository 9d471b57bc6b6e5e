// The code points an OpenType font (sfnt bytes) maps to a glyph: its cmap's Unicode subtable,
// format 12 (full Unicode) or 4 (BMP). Enough for tests that check what a cut face can draw.
export function mappedCodePoints(font) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    if (tag === 'cmap') cmap = view.getUint32(record + 8);
  }
  if (cmap < 0) throw new Error('font has no cmap table');
  const subtables = [];
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const record = cmap + 4 + i * 8;
    const offset = cmap + view.getUint32(record + 4);
    subtables.push({ format: view.getUint16(offset), offset });
  }
  const points = new Set();
  const full = subtables.find((s) => s.format === 12);
  if (full) {
    for (let g = 0; g < view.getUint32(full.offset + 12); g++) {
      const group = full.offset + 16 + g * 12;
      for (let c = view.getUint32(group); c <= view.getUint32(group + 4); c++) points.add(c);
    }
    return points;
  }
  const bmp = subtables.find((s) => s.format === 4);
  if (!bmp) throw new Error('font has no Unicode cmap subtable (format 4 or 12)');
  const segments = view.getUint16(bmp.offset + 6) / 2;
  const ends = bmp.offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const start = view.getUint16(starts + s * 2);
    const end = view.getUint16(ends + s * 2);
    const delta = view.getInt16(deltas + s * 2);
    const rangeOffset = view.getUint16(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const glyph =
        rangeOffset === 0
          ? (c + delta) & 0xffff
          : view.getUint16(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
      if (glyph !== 0) points.add(c);
    }
  }
  return points;
}
