import type { ImgHTMLAttributes } from 'react';
import type { PictureSources } from '@/lib/images/picture';
import * as styles from './Picture.css';

type ImgAttributes = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'children'
>;

export interface PictureMarkupProps extends ImgAttributes {
  /** The plain image URL (base path included): the SVG, or a raster's fallback variant. */
  src: string;
  alt: string;
  /** A raster photo's srcsets (lib/images/picture.ts); null renders a plain <img> (SVG). */
  sources: Pick<PictureSources, 'sources' | 'src' | 'srcSet'> | null;
  /** The image's CSS width per breakpoint (see lib/images/sizes.ts). */
  sizes: string;
  /** Intrinsic size: the original's for a picture. */
  width: number;
  height: number;
  /** The page's largest paint (LCP): fetched eagerly at high priority. */
  priority?: boolean;
}

/** Lazy and decoded off the main thread unless `priority`; islands reuse build-time srcsets. */
export function PictureMarkup({
  src,
  alt,
  sources,
  sizes,
  width,
  height,
  priority = false,
  loading,
  fetchPriority,
  decoding,
  ...rest
}: PictureMarkupProps) {
  const common = {
    loading: loading ?? (priority ? 'eager' : 'lazy'),
    fetchPriority: fetchPriority ?? (priority ? 'high' : undefined),
    decoding: decoding ?? (priority ? undefined : 'async'),
    width,
    height,
    ...rest,
  } as const;
  if (!sources)
    // eslint-disable-next-line @next/next/no-img-element -- SVG needs no variants
    return <img src={src} alt={alt} {...common} />;
  return (
    <picture className={styles.picture}>
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={sources.src} alt={alt} srcSet={sources.srcSet} sizes={sizes} {...common} />
    </picture>
  );
}
