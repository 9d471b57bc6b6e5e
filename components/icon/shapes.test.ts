/** @jest-environment jsdom */
import { iconDataUrl, iconShapes, type IconShape } from '@/components/icon/shapes';

/** The SVG document a data: URL carries, read by the browser's own XML parser. */
function parsedSvg(url: string): Document {
  const prefix = 'data:image/svg+xml,';
  expect(url.startsWith(prefix)).toBe(true);
  return new DOMParser().parseFromString(
    decodeURIComponent(url.slice(prefix.length)),
    'image/svg+xml',
  );
}

describe('icon shapes as data: URLs', () => {
  it.each(Object.entries(iconShapes))(
    '%s is a well-formed SVG with its path',
    (_, shape: IconShape) => {
      const svg = parsedSvg(iconDataUrl(shape));
      expect(svg.getElementsByTagName('parsererror')).toHaveLength(0);
      const root = svg.documentElement;
      expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(root.getAttribute('viewBox')).toBe(`0 0 ${shape.grid} ${shape.grid}`);
      const path = root.getElementsByTagName('path')[0]!;
      expect(path.getAttribute('d')).toBe(shape.d);
      // A mask paints only where the shape is opaque: a filled shape needs a fill, a line a stroke.
      if (shape.stroke) {
        expect(path.getAttribute('fill')).toBe('none');
        expect(path.getAttribute('stroke')).toBe('#000');
      } else expect(path.getAttribute('fill')).toBe('#000');
    },
  );

  it('keeps quotes, # and angle brackets out of the URL text, so CSS url("…") cannot break', () => {
    for (const shape of Object.values(iconShapes))
      expect(iconDataUrl(shape).slice('data:image/svg+xml,'.length)).not.toMatch(/["'#<>\s]/);
  });
});
