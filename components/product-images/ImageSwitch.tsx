'use client';

import { useState, type ReactNode } from 'react';
import {
  PictureMarkup,
  type PictureMarkupProps,
} from '@/components/responsive-image/PictureMarkup';
import * as styles from './ProductImages.css';

interface Props {
  /** The main image of each, its srcsets worked out at build. */
  mains: PictureMarkupProps[];
  thumbnails: { label: string; picture: ReactNode }[];
  groupLabel: string;
}

/** Shows one main image at a time; each thumbnail button (a keyboard stop) chooses it. */
export function ImageSwitch({ mains, thumbnails, groupLabel }: Props) {
  const [current, setCurrent] = useState(0);
  return (
    <div className={styles.gallery}>
      <PictureMarkup {...(mains[current] ?? mains[0]!)} />
      <div role="group" aria-label={groupLabel} className={styles.thumbnails}>
        {thumbnails.map((thumbnail, index) => (
          <button
            key={index}
            type="button"
            className={styles.thumbnail}
            aria-pressed={index === current}
            aria-label={thumbnail.label}
            onClick={() => setCurrent(index)}
          >
            {thumbnail.picture}
          </button>
        ))}
      </div>
    </div>
  );
}
