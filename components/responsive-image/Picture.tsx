import { pictureSources } from '@/lib/images/picture';
import type { PictureData } from '@/lib/images/types';
import { PictureMarkup, type PictureMarkupProps } from './PictureMarkup';

export interface PictureProps extends Omit<PictureMarkupProps, 'sources'> {
  /** Variants of a raster photo; null renders a plain <img> (SVG illustrations). */
  picture: PictureData | null;
}

/** The markup props of a content image: its srcsets for `sizes`, its original's size. */
export function pictureMarkup({ picture, ...props }: PictureProps): PictureMarkupProps {
  if (!picture) return { ...props, sources: null };
  const { sources, src, srcSet } = pictureSources(picture, props.sizes);
  return {
    ...props,
    sources: { sources, src, srcSet },
    width: picture.width,
    height: picture.height,
  };
}

/** Pure, so both server components and client islands render it. */
export function Picture(props: PictureProps) {
  return <PictureMarkup {...pictureMarkup(props)} />;
}
