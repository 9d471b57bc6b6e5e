import { pictureFor } from '@/server/image-manifest';
import { assetPath } from '@/lib/site';
import { Picture, type PictureProps } from './Picture';

interface Props extends Omit<PictureProps, 'src' | 'picture' | 'width' | 'height'> {
  /** The path as content writes it, without the base path: /uploads/… or /images/… */
  src: string;
  /** Intrinsic size for SVG (and for a raster in development before any image build). */
  width?: number;
  height?: number;
}

/** Looks the photo up in the image build's manifest. */
export function ResponsiveImage({ src, width = 800, height = 600, ...rest }: Props) {
  return (
    <Picture
      src={assetPath(src)}
      picture={pictureFor(src)}
      width={width}
      height={height}
      {...rest}
    />
  );
}
