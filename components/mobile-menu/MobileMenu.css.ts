import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { space } from '@/styles/tokens';
import { visuallyHiddenRules } from '@/styles/rules';
import { responsiveStyle } from '@/styles/responsive-style';
import { pillButton } from '@/styles/recipes/pillButton.css';

export const toggle = style([
  pillButton({ size: 'large' }),
  {
    // The menu button keeps its small corners.
    borderRadius: vars.radius.sm,
    display: 'none',
    alignItems: 'center',
    gap: space.sm,
    ...responsiveStyle({
      mobile: { selectors: { 'html.js &': { display: 'inline-flex' } } },
      // Up to 419 px the header row also holds the quote list's badge: the button shows its icon.
      smallPhone: { minWidth: 44, justifyContent: 'center', paddingInline: space.sm },
    }),
  },
]);

/** Below 420 px the button shows its icon only (its text stays its name), so the logo keeps room. */
export const toggleText = style({
  fontWeight: 600,
  ...responsiveStyle({ smallPhone: visuallyHiddenRules }),
});

export const bars = style({
  position: 'relative',
  width: 18,
  height: 2,
  background: 'currentColor',
  boxShadow: '0 -6px 0 currentColor, 0 6px 0 currentColor',
  transition: 'box-shadow 0.2s',
  selectors: { '&[data-open="true"]': { boxShadow: 'none', background: 'transparent' } },
});

// Open, the three bars become a cross (×): two crossed bars drawn over the hidden middle one.
globalStyle(`${bars}::before, ${bars}::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  background: 'currentColor',
  opacity: 0,
  transition: 'transform 0.2s, opacity 0.2s',
});
globalStyle(`${bars}[data-open="true"]::before`, { opacity: 1, transform: 'rotate(45deg)' });
globalStyle(`${bars}[data-open="true"]::after`, { opacity: 1, transform: 'rotate(-45deg)' });

export const panel = style({
  flexBasis: '100%',
  ...responsiveStyle({
    mobile: {
      // After the search row (order 10); the header's whole width in its phone grid.
      order: 11,
      gridColumn: '1 / -1',
      selectors: {
        'html.js &[data-open="false"]': { display: 'none' },
        'html.js &[data-open="true"]': {
          borderTop: `1px solid ${vars.color.border}`,
          paddingTop: space.sm,
        },
      },
    },
    desktop: { borderTop: `1px solid ${vars.color.border}`, paddingTop: space.sm },
  }),
});
