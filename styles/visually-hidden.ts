/**
 * Off screen but read by screen readers. A plain module, not a .css.ts export: an object exported
 * from a .css.ts file is shipped to every page that uses one of its class names.
 */
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
