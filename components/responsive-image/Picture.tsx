import type { ImgHTMLAttributes } from 'react';
import { pictureSources } from '@/lib/images/picture';
import type { PictureData } from '@/lib/images/types';
import * as styles from './Picture.css';

type ImgAttributes = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'children'
>;

export interface PictureProps extends ImgAttributes {
  /** The plain image URL (base path included): the SVG, or a raster's fallback variant. */
  src: string;
  alt: string;
  /** Variants of a raster photo; null renders a plain <img> (SVG illustrations). */
  picture: PictureData | null;
  /** The image's CSS width per breakpoint (see lib/images/sizes.ts). */
  sizes: string;
  /** Intrinsic size of a plain <img>; a picture uses its original's size. */
  width: number;
  height: number;
  /** The page's largest paint (LCP): fetched eagerly at high priority. */
  priority?: boolean;
}

/**
 * A content image: <picture> with AVIF and WebP sources and a JPEG/PNG <img>, or a plain <img>
 * for SVG. Lazy and decoded off the main thread unless `priority`. Pure, so both server
 * components and client islands render it.
 */
export function Picture({
  src,
  alt,
  picture,
  sizes,
  width,
  height,
  priority = false,
  loading,
  fetchPriority,
  decoding,
  ...rest
}: PictureProps) {
  const common = {
    loading: loading ?? (priority ? 'eager' : 'lazy'),
    fetchPriority: fetchPriority ?? (priority ? 'high' : undefined),
    decoding: decoding ?? (priority ? undefined : 'async'),
    ...rest,
  } as const;
  if (!picture)
    // eslint-disable-next-line @next/next/no-img-element -- SVG needs no variants
    return <img src={src} alt={alt} width={width} height={height} {...common} />;
  const sources = pictureSources(picture, sizes);
  return (
    <picture className={styles.picture}>
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={sources.src}
        alt={alt}
        srcSet={sources.srcSet}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        {...common}
      />
    </picture>
  );
}
