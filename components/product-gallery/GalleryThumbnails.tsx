'use client';

import { useEffect, useRef, useState, type Dispatch } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { formatIcu } from '@/lib/icu';
import { imageSizes } from '@/lib/images/sizes';
import type { ImageView } from '@/lib/images/types';
import { Picture } from '@/components/responsive-image/Picture';
import { mobileQuery } from '@/styles/tokens';
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
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [canScroll, setCanScroll] = useState({ back: false, forward: true });
  const imageCount = images.length;
  const scrollable = imageCount > visibleThumbnails;

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !scrollable) return;
    let started: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      started = EmblaCarousel(viewport, {
        axis: 'y',
        dragFree: true,
        breakpoints: { [mobileQuery]: { axis: 'x' } },
      });
      const onSelect = (api: EmblaCarouselType) =>
        setCanScroll({ back: api.canScrollPrev(), forward: api.canScrollNext() });
      started.on('select', onSelect).on('reInit', onSelect);
      onSelect(started);
      setEmbla(started);
    });
    return () => {
      cancelled = true;
      started?.destroy();
      setEmbla(undefined);
    };
  }, [scrollable]);

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
