/** Raster formats get variants; anything else (SVG) is shown as is. */
export function isRaster(src: string): boolean {
  return /\.(?:jpe?g|png|webp)$/i.test(src);
}
