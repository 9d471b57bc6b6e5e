'use client';

import type { Dispatch } from 'react';
import { imageSizes } from '@/lib/images/sizes';
import { pictureSources } from '@/lib/images/picture';
import type { ImageView } from '@/lib/images/types';
import { Picture } from '@/components/responsive-image/Picture';
import { zoomOffsetPercent, type GalleryAction, type GalleryState } from './galleryState';
import * as styles from './ProductGallery.css';

interface Props {
  image: ImageView | undefined;
  state: GalleryState;
  dispatch: Dispatch<GalleryAction>;
}

/** Main image with a hover lens and a zoomed view that follows the pointer (not on phones). */
export function GalleryImage({ image, state, dispatch }: Props) {
  if (!image) return null;
  const { zoom } = state;
  const lensSize = zoomOffsetPercent * 2;
  // The zoomed view shows the lens area at 100 / lensSize magnification.
  const zoomPosition = `${((zoom.x - zoomOffsetPercent) / lensSize) * 100}% ${((zoom.y - zoomOffsetPercent) / lensSize) * 100}%`;
  // The zoomed view magnifies, so it takes the widest variant of a photo.
  const zoomSrc = image.picture ? pictureSources(image.picture).largest : image.src;

  return (
    <div
      className={styles.mainImage}
      onPointerMove={(event) => {
        if (event.pointerType !== 'mouse') return;
        const rect = event.currentTarget.getBoundingClientRect();
        dispatch({
          type: 'zoomMove',
          x: ((event.clientX - rect.left) / rect.width) * 100,
          y: ((event.clientY - rect.top) / rect.height) * 100,
        });
      }}
      onPointerLeave={() => dispatch({ type: 'zoomOff' })}
    >
      <Picture
        {...image}
        sizes={imageSizes.galleryMain}
        width={800}
        height={600}
        className={styles.image}
        data-changing={state.pendingImage !== null}
      />
      {zoom.on ? (
        <>
          <span
            className={styles.lens}
            data-testid="zoom-lens"
            aria-hidden="true"
            style={{
              left: `${zoom.x - zoomOffsetPercent}%`,
              top: `${zoom.y - zoomOffsetPercent}%`,
              width: `${lensSize}%`,
              height: `${lensSize}%`,
            }}
          />
          <span
            className={styles.zoomView}
            data-testid="zoom-view"
            aria-hidden="true"
            style={{
              backgroundImage: `url("${zoomSrc}")`,
              backgroundPosition: zoomPosition,
              backgroundSize: `${10000 / lensSize}%`,
            }}
          />
        </>
      ) : null}
    </div>
  );
}
