/** Sizes the site requests from /api/placeholder/{w}/{h}; each is exported as a static SVG. */
export const placeholderSizes = [
  [800, 600],
  [600, 400],
  [400, 300],
  [1200, 600],
  [240, 80],
] as const;

export function placeholderPath(width: number, height: number): string {
  return `/api/placeholder/${width}/${height}`;
}

/** A neutral picture frame that follows the page's light or dark colour scheme. */
export function placeholderSvg(width: number, height: number): string {
  const unit = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.round(unit * 0.08);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<style>.bg{fill:#e2e8f0}.fg{fill:#94a3b8}@media (prefers-color-scheme:dark){.bg{fill:#1e293b}.fg{fill:#475569}}</style>
<rect class="bg" width="${width}" height="${height}"/>
<circle class="fg" cx="${cx - unit * 0.12}" cy="${cy - unit * 0.08}" r="${r}"/>
<path class="fg" d="M${cx - unit * 0.3} ${cy + unit * 0.22}L${cx - unit * 0.08} ${cy}L${cx + unit * 0.04} ${cy + unit * 0.1}L${cx + unit * 0.16} ${cy - unit * 0.06}L${cx + unit * 0.3} ${cy + unit * 0.22}Z"/>
</svg>
`;
}
