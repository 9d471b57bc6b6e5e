import { fontSize, fontStack, radius, space, themeColors } from '@/styles/tokens';

/** The class names of the preview's markup (product-template.ts) and of its stylesheet. */
export const previewClass = {
  page: 'site-page',
  name: 'site-name',
  lead: 'site-lead',
  layout: 'site-layout',
  photo: 'site-photo',
  summary: 'site-summary',
  heading: 'site-heading',
  keySpecs: 'site-key-specs',
  price: 'site-price',
  vat: 'site-vat',
  terms: 'site-terms',
} as const;

/** A face of the site's fonts (scripts/fonts/font-subsets.mjs), its file beside the sheet. */
export interface PreviewFace {
  file: string;
  variable: string;
  unicodeRange: string;
}

/**
 * The preview pane's stylesheet: the site's light colours, spacing, type scale and fonts from
 * the same values the site's styles use (styles/tokens.ts), the fonts from `fontsUrl`. The
 * layout follows the product page's summary (components/product-detail/ProductDetail.css.ts)
 * in its phone form, as the pane is narrow.
 */
export function previewStylesheet(
  faces: PreviewFace[],
  fontsUrl: string,
  weights: { min: number; max: number },
): string {
  const color = themeColors.light;
  const c = previewClass;
  const family = (variable: string) => `site${variable.replace(/^--font/, '')}`;
  return [
    ...faces.map(
      (face) =>
        `@font-face{font-family:"${family(face.variable)}";src:url("${fontsUrl}${face.file}") format("woff2");font-weight:${weights.min} ${weights.max};font-display:swap;unicode-range:${face.unicodeRange}}`,
    ),
    `:root{${faces.map((face) => `${face.variable}:"${family(face.variable)}"`).join(';')}}`,
    `body{margin:0;background:${color.page};color:${color.text};font-family:${fontStack};font-size:${fontSize.md};line-height:1.6;overflow-wrap:anywhere}`,
    `img{max-width:100%;height:auto}`,
    `.${c.photo} img{max-height:16rem}`,
    `.${c.page}{padding:${space.md}}`,
    `h1,h2{line-height:1.25}`,
    `.${c.name}{margin:0 0 ${space.sm};font-size:${fontSize.xl}}`,
    `.${c.lead}{margin:0 0 ${space.lg};color:${color.textMuted};font-size:${fontSize.lg}}`,
    `.${c.layout}{display:grid;gap:${space.lg};margin-bottom:${space.xl}}`,
    `.${c.photo}{margin:0;background:${color.surface};border:1px solid ${color.border};border-radius:${radius.md};padding:${space.md};text-align:center}`,
    `.${c.summary}{display:grid;gap:${space.md};background:${color.surface};border:1px solid ${color.border};border-radius:${radius.md};padding:${space.lg}}`,
    `.${c.heading}{margin:0;font-size:${fontSize.lg}}`,
    `.${c.keySpecs}{display:grid;gap:${space.sm};margin:0}`,
    `.${c.keySpecs}>div{display:flex;justify-content:space-between;gap:${space.md};padding-bottom:${space.xs};border-bottom:1px solid ${color.border}}`,
    `.${c.keySpecs} dt,.${c.terms} dt{color:${color.textMuted}}`,
    `.${c.keySpecs} dd{margin:0;font-weight:600;text-align:end}`,
    `.${c.price}{margin:0;font-weight:700;font-size:${fontSize.lg}}`,
    `.${c.vat}{display:block;font-weight:400;font-size:${fontSize.sm}}`,
    `.${c.terms}{display:grid;gap:${space.sm};margin:0;font-size:${fontSize.sm}}`,
    `.${c.terms} dd{margin:0}`,
    `ul{padding-inline-start:${space.lg}}`,
  ].join('\n');
}
