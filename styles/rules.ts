/**
 * Style rules several components share, as plain objects spread into their own styles. A plain
 * module, not a .css.ts export: an object exported from a .css.ts file is shipped to every page
 * that uses one of its class names.
 */

/** Off screen but read by screen readers. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A list laid out by its own styles: no bullets, no indent. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A row whose items wrap onto more lines and sit centred on each line. */
export const wrappingRow = { display: 'flex', flexWrap: 'wrap', alignItems: 'center' } as const;

/** A product photo in its 4:3 box, whole (photos of machines are not cropped). */
export const productPhoto = {
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
} as const;
