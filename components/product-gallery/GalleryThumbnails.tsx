'use client';

import { useEffect, useState, type Dispatch } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { formatIcu } from '@/lib/icu';
import { imageSizes } from '@/lib/images/sizes';
import type { ImageView } from '@/lib/images/types';
import { Picture } from '@/components/responsive-image/Picture';
import { mobileQuery } from '@/styles/tokens';
import { useEmbla } from '@/components/hero-carousel/useEmbla';
import { visibleThumbnails, type GalleryAction } from './galleryState';
import type { GalleryLabels } from './labels';
import * as styles from './ProductGallery.css';

interface Props {
  images: ImageView[];
  /** The image shown, or the one fading in. */
  selected: number;
  dispatch: Dispatch<GalleryAction>;
  labels: Pick<GalleryLabels, 'thumbsUp' | 'thumbsDown' | 'showImage'>;
}

/** Embla (the hero's chunk) loads after hydration; until then the first five show as rendered. */
export function GalleryThumbnails({ images, selected, dispatch, labels }: Props) {
  const [canScroll, setCanScroll] = useState({ back: false, forward: true });
  const imageCount = images.length;
  const scrollable = imageCount > visibleThumbnails;
  const { viewportRef, embla } = useEmbla(
    { axis: 'y', dragFree: true, breakpoints: { [mobileQuery]: { axis: 'x' } } },
    scrollable,
  );

  useEffect(() => {
    if (!embla) return;
    const onSelect = (api: EmblaCarouselType) =>
      setCanScroll({ back: api.canScrollPrev(), forward: api.canScrollNext() });
    embla.on('select', onSelect).on('reInit', onSelect);
    onSelect(embla);
  }, [embla]);

  const step = (label: string, glyph: string, disabled: boolean, move: () => void) =>
    scrollable ? (
      <button
        type="button"
        className={styles.thumbStep}
        aria-label={label}
        disabled={disabled}
        onClick={move}
      >
        {glyph}
      </button>
    ) : null;

  return (
    <div className={styles.thumbnails}>
      {step(labels.thumbsUp, '↑', !canScroll.back, () => embla?.scrollPrev())}
      <div className={styles.thumbViewport} ref={viewportRef}>
        <ul className={styles.thumbList}>
          {images.map((image, index) => (
            <li key={`${image.src}-${index}`} className={styles.thumbSlide}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={formatIcu(labels.showImage, { index: index + 1 })}
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
          ))}
        </ul>
      </div>
      {step(labels.thumbsDown, '↓', !canScroll.forward, () => embla?.scrollNext())}
    </div>
  );
}
