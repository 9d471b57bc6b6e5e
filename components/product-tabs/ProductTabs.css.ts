import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';

export const tabs = style({ marginTop: space.xl });

/** The tab row needs JavaScript; without it every panel is shown under its own heading. */
export const tablist = style({
  display: 'none',
  flexWrap: 'wrap',
  gap: space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  selectors: { 'html.js &': { display: 'flex' } },
});

export const tab = style({
  minHeight: 44,
  padding: `${space.sm} ${space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: -2,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[aria-selected="true"]': { borderBottomColor: vars.color.accent, color: vars.color.accent },
    '&:hover': { background: vars.color.surfaceRaised },
  },
});

export const panel = style({
  paddingBlock: space.md,
  selectors: { 'html.js &[data-selected="false"]': { display: 'none' } },
});

/** Each panel's heading: the tab names it when JavaScript runs, so it is only for no-JS readers. */
export const panelHeading = style({
  selectors: {
    'html.js &': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
