import { formatIcu } from '@/lib/icu';
import { imageSizes } from '@/lib/images/sizes';
import type { ImageView } from '@/lib/images/types';
import { Picture, pictureMarkup } from '@/components/responsive-image/Picture';
import { ImageSwitch } from './ImageSwitch';
import * as styles from './ProductImages.css';
import type { CompiledMessage } from '@/lib/icu';

interface Props {
  images: ImageView[];
  /** "Show image {index} of {count}" */
  thumbnailLabel: CompiledMessage;
  groupLabel: string;
}

/** The island renders the main image: a server-rendered priority <img> adds a payload preload. */
export function ProductImages({ images, thumbnailLabel, groupLabel }: Props) {
  if (images.length === 0) return null;
  return (
    <ImageSwitch
      groupLabel={groupLabel}
      mains={images.map((image) =>
        // The one shown is the page's largest paint.
        pictureMarkup({
          ...image,
          sizes: imageSizes.productMain,
          width: 800,
          height: 600,
          className: styles.main,
          priority: true,
        }),
      )}
      thumbnails={images.map((image, index) => ({
        label: formatIcu(thumbnailLabel, { index: index + 1, count: images.length }),
        picture: (
          <Picture {...image} alt="" sizes={imageSizes.productThumbnail} width={160} height={120} />
        ),
      }))}
    />
  );
}
