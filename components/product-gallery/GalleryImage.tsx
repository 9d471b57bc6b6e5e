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

/** Photos zoom in place under a mouse (not phones), inside their own box; SVGs do not zoom. */
export function GalleryImage({ image, state, dispatch }: Props) {
  if (!image) return null;
  const { zoom } = state;
  // Zoom magnifies photos (they have raster variants); a flat SVG illustration gains nothing.
  const canZoom = image.picture !== null;
  const areaSize = zoomOffsetPercent * 2;
  // The zoomed view shows the area around the pointer at 100 / areaSize magnification.
  const zoomPosition = `${((zoom.x - zoomOffsetPercent) / areaSize) * 100}% ${((zoom.y - zoomOffsetPercent) / areaSize) * 100}%`;
  // The zoomed view magnifies, so it takes the widest variant of a photo.
  const zoomSrc = image.picture ? pictureSources(image.picture).largest : image.src;

  return (
    <div
      className={styles.mainImage}
      data-zoomable={canZoom}
      onPointerMove={(event) => {
        if (!canZoom || event.pointerType !== 'mouse') return;
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
      {canZoom && zoom.on ? (
        <span
          className={styles.zoomView}
          data-testid="zoom-view"
          aria-hidden="true"
          style={{
            backgroundImage: `url("${zoomSrc}")`,
            backgroundPosition: zoomPosition,
            backgroundSize: `${10000 / areaSize}%`,
          }}
        />
      ) : null}
    </div>
  );
}
