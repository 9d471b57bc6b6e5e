'use client';

import { useState } from 'react';
import { formatIcu } from '@/lib/icu';
import { imageSizes } from '@/lib/images/sizes';
import type { ImageView } from '@/lib/images/types';
import { Picture } from '@/components/responsive-image/Picture';
import * as styles from './ProductImages.css';
import type { CompiledMessage } from '@/lib/icu';

interface Props {
  images: ImageView[];
  /** "Show image {index} of {count}" */
  thumbnailLabel: CompiledMessage;
  groupLabel: string;
}

/** The product's main image with thumbnail buttons (image 0 first); each is a keyboard stop. */
export function ProductImages({ images, thumbnailLabel, groupLabel }: Props) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  if (!main) return null;
  return (
    <div className={styles.gallery}>
      {/* The page's largest paint. */}
      <Picture
        {...main}
        sizes={imageSizes.productMain}
        width={800}
        height={600}
        className={styles.main}
        priority
      />
      <div role="group" aria-label={groupLabel} className={styles.thumbnails}>
        {images.map((image, index) => (
          <button
            key={`${image.src}-${index}`}
            type="button"
            className={styles.thumbnail}
            aria-pressed={index === current}
            aria-label={formatIcu(thumbnailLabel, { index: index + 1, count: images.length })}
            onClick={() => setCurrent(index)}
          >
            <Picture
              {...image}
              alt=""
              sizes={imageSizes.productThumbnail}
              width={160}
              height={120}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
