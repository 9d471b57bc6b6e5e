import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { visuallyHiddenRules } from '@/styles/rules';
import { responsiveStyle } from '@/styles/responsive-style';
import { iconSize } from '@/components/icon/Icon.css';

/** A 44 px target; hidden without JavaScript, where the list cannot exist. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 44,
  minWidth: 44,
  justifyContent: 'center',
  paddingInline: space.xs,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ...responsiveStyle({ narrowPhone: { paddingInline: 0, gap: 2 } }),
  selectors: {
    'html:not(.js) &': { display: 'none' },
    '&:hover': { color: vars.color.accent },
  },
});

export const icon = style({ vars: { [iconSize]: '20px' } });

/** Words on wide screens; on phones the icon and the number, named by the same hidden words. */
export const label = style(responsiveStyle({ mobile: visuallyHiddenRules }));

/** The number, from the link's data-count (set by the inline script); nothing while it is empty. */
globalStyle(`${link}:not([data-count=""])[data-count]::after`, {
  content: 'attr(data-count)',
  minWidth: '1.5em',
  padding: `0 ${space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '0.75rem',
  lineHeight: 1.6,
  textAlign: 'center',
});
