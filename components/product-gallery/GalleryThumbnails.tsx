'use client';

import type { Dispatch } from 'react';
import { fillTemplate } from '@/lib/fill-template';
import { imageSizes } from '@/lib/images/sizes';
import type { ImageView } from '@/lib/images/types';
import { Picture } from '@/components/responsive-image/Picture';
import {
  visibleThumbnails,
  type GalleryAction,
  type GalleryLabels,
  type GalleryState,
} from './galleryState';
import * as styles from './ProductGallery.css';

interface Props {
  images: ImageView[];
  state: GalleryState;
  dispatch: Dispatch<GalleryAction>;
  labels: Pick<GalleryLabels, 'thumbsUp' | 'thumbsDown' | 'showImage'>;
  /** The showcase variant lays thumbnails out in a row with side arrows. */
  variant: 'default' | 'showcase';
}

/** A window of five thumbnails that moves one image per step. */
export function GalleryThumbnails({ images, state, dispatch, labels, variant }: Props) {
  const imageCount = images.length;
  const scrollable = imageCount > visibleThumbnails;
  const shown = images.slice(state.thumbOffset, state.thumbOffset + visibleThumbnails);
  const selected = state.pendingImage ?? state.imageIndex;

  return (
    <div
      className={styles.thumbnails}
      data-variant={variant}
      onTouchStart={(event) => dispatch({ type: 'touchStart', y: event.touches[0]?.clientY ?? 0 })}
      onTouchEnd={(event) =>
        dispatch({ type: 'touchEnd', y: event.changedTouches[0]?.clientY ?? 0, imageCount })
      }
    >
      {scrollable ? (
        <button
          type="button"
          className={styles.thumbStep}
          aria-label={labels.thumbsUp}
          disabled={state.thumbOffset === 0}
          onClick={() => dispatch({ type: 'thumbsBack' })}
        >
          {variant === 'showcase' ? '←' : '↑'}
        </button>
      ) : null}
      <ul className={styles.thumbList}>
        {shown.map((image, i) => {
          const index = state.thumbOffset + i;
          return (
            <li key={`${image.src}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={fillTemplate(labels.showImage, { index: index + 1 })}
                onClick={() => dispatch({ type: 'chooseImage', index, imageCount })}
              >
                <Picture
                  {...image}
                  alt=""
                  sizes={imageSizes.galleryThumbnail}
                  width={80}
                  height={60}
                />
              </button>
            </li>
          );
        })}
      </ul>
      {scrollable ? (
        <button
          type="button"
          className={styles.thumbStep}
          aria-label={labels.thumbsDown}
          disabled={state.thumbOffset >= imageCount - visibleThumbnails}
          onClick={() => dispatch({ type: 'thumbsForward', imageCount })}
        >
          {variant === 'showcase' ? '→' : '↓'}
        </button>
      ) : null}
    </div>
  );
}
