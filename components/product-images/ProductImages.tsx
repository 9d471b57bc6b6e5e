'use client';

import { useState } from 'react';
import { fillTemplate } from '@/lib/fill-template';
import * as styles from './ProductImages.css';

interface Props {
  images: { src: string; alt: string }[];
  /** "Show image {index} of {count}" */
  thumbnailLabel: string;
  groupLabel: string;
}

/** The product's main image with thumbnail buttons (image 0 first); each is a keyboard stop. */
export function ProductImages({ images, thumbnailLabel, groupLabel }: Props) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  if (!main) return null;
  return (
    <div className={styles.gallery}>
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG, no optimisation needed */}
      <img
        src={main.src}
        alt={main.alt}
        width={800}
        height={600}
        className={styles.main}
        fetchPriority="high"
      />
      <div role="group" aria-label={groupLabel} className={styles.thumbnails}>
        {images.map((image, index) => (
          <button
            key={`${image.src}-${index}`}
            type="button"
            className={styles.thumbnail}
            aria-pressed={index === current}
            aria-label={fillTemplate(thumbnailLabel, { index: index + 1, count: images.length })}
            onClick={() => setCurrent(index)}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- static SVG thumbnail */}
            <img src={image.src} alt="" width={160} height={120} loading="lazy" />
          </button>
        ))}
      </div>
    </div>
  );
}
