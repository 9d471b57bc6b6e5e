import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { columnCard } from '@/styles/controls.css';
import { saleBadge as badge } from '@/styles/controls.css';
import { cardImage, cardTitle } from '@/styles/recipes/card.css';
import { responsiveStyle } from '@/styles/responsive-style';
import { visuallyHiddenRules } from '@/styles/rules';

/** Two cards a row on phones: under about 380 px tall at 375 px (catalog-card.spec.ts). */
export const card = style([
  columnCard,
  {
    // The sale badge sits on the picture's corner (saleOnImage).
    position: 'relative',
    height: '100%',
    gap: space.xs,
    ...responsiveStyle({ mobile: { padding: space.sm } }),
  },
]);

export const imageLink = style({ display: 'block' });
export const image = cardImage;

export const name = style([
  cardTitle,
  // "მრავალფუნქციური" fits a half-width card whole from 360 px up.
  responsiveStyle({ mobile: { fontSize: 'min(0.9375rem, 3.7vw)' } }),
]);

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

/** At most two lines, so a long fact line does not push a phone's row taller; names for AT. */
export const facts = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  overflowWrap: 'anywhere',
});

export const fact = style({ display: 'inline' });
export const factLabel = style(visuallyHiddenRules);
export const factValue = style({ display: 'inline', margin: 0 });
globalStyle(`${fact} + ${fact}::before`, { content: '" · "' });

export const price = style({ margin: 0, fontWeight: 700 });
/** On a phone it wraps to its own line rather than hiding what the sale takes off. */
export const regularPrice = style({
  display: 'inline-block',
  color: vars.color.textMuted,
  fontWeight: 400,
  fontSize: fontSize.sm,
});

/** "−25%" over the picture's top corner, so a sale adds no line to the card. */
export const saleBadge = badge;
export const saleOnImage = style([
  badge,
  {
    position: 'absolute',
    insetBlockStart: space.sm,
    insetInlineStart: space.sm,
    // A conditional badge names its buyers: it wraps between words, never mid-word.
    maxWidth: `calc(100% - 2 * ${space.sm})`,
    whiteSpace: 'normal',
    overflowWrap: 'normal',
    fontSize: fontSize.sm,
    // On a ~150 px phone picture a corner badge covered the product: it stays in the price line.
    ...responsiveStyle({
      mobile: { position: 'static', maxWidth: '100%', marginBlockEnd: space.xs },
    }),
  },
]);

/** "incl. 18% VAT" under the price, quieter than it. */
export const vat = style({
  display: 'block',
  color: vars.color.textMuted,
  fontWeight: 400,
  fontSize: fontSize.sm,
});

/** What a discount on a product priced on request is: the offer, then its terms. */
export const availability = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const actions = style({ display: 'grid', marginTop: 'auto', paddingTop: space.xs });

/** Without JavaScript the quote list cannot work: the card's one action asks for a price. */
export const ask = style({
  display: 'block',
  minHeight: 44,
  padding: `${space.sm} ${space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: fontSize.sm,
  fontWeight: 600,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    'html.js &': { display: 'none' },
    '&:hover': { background: vars.color.accentHover, color: vars.color.onAccent },
  },
});
