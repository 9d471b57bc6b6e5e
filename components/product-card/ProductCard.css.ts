import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { fontSize, space } from '@/styles/tokens';
import { columnCard } from '@/styles/controls.css';
import { saleBadge as badge } from '@/styles/controls.css';
import { cardImage, cardTitle } from '@/styles/recipes/card.css';
import { responsiveStyle } from '@/styles/responsive-style';
import { visuallyHiddenRules } from '@/styles/visually-hidden';

/**
 * On phones two cards share a row (ProductGrid), so a card packs tighter there: at 375 px it
 * stays under about 380 px tall (tests/e2e/catalog-card.spec.ts).
 */
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
  // Two cards a row on a phone: the longest Georgian word of a name ("მრავალფუნქციური") still
  // fits its card whole from 360 px up, rather than breaking mid-word.
  responsiveStyle({ mobile: { fontSize: 'min(0.9375rem, 3.7vw)' } }),
]);

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

/**
 * Key facts as one run of text, "45 ppm · A3"; each fact's name is there for screen readers.
 * At most two lines: a plotter's "610 mm (24 in) · 2400 × 1200 dpi, colour" would take three in
 * a phone's half-width card and push its row taller. The product page lists every fact.
 */
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
/**
 * The regular price beside the sale price, struck through. On a phone (two cards a row) it
 * wraps to its own line as a whole rather than hiding: a buyer sees what the sale takes off.
 */
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
    // A conditional badge names its buyers ("−20% for education"): in small type it wraps
    // inside the card between words, never mid-word.
    maxWidth: `calc(100% - 2 * ${space.sm})`,
    whiteSpace: 'normal',
    overflowWrap: 'normal',
    fontSize: fontSize.sm,
    // Two cards share a phone's row, and a picture there is ~150 px wide: on its corner the
    // badge covered the product. It stays in the price line instead, where it is read with it.
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
