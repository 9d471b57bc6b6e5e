'use client';

import { Link } from '@/components/link/Link';
import type { Locale } from '@/i18n/routing';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useReducedMotion } from '@/hooks/useReducedMotion';
import { formatIcu } from '@/lib/icu';
import { imageSizes } from '@/lib/images/sizes';
import type { ImageView } from '@/lib/images/types';
import { Picture } from '@/components/responsive-image/Picture';
import {
  autoplayControl,
  autoplayReducer,
  autoplayRuns,
  eagerSlides,
  heroAutoplayMs,
  initialAutoplay,
  slideAfterDrag,
  slideDuration,
} from './carouselState';
import { actionLink, dotButton } from '@/styles/controls.css';
import * as styles from './HeroCarousel.css';
import { useEmbla } from './useEmbla';
import { CarouselIcon, nextPath, pausePath, playPath, previousPath } from './CarouselIcon';
import type { EmblaCarouselType } from 'embla-carousel';
import type { HeroCarouselLabels } from './labels';

export interface HeroSlideView {
  id: string;
  image: ImageView;
  /** Absent when the slide has no content of its own. */
  content?: { title: string; subtitle: string; ctaLabel: string; href: string };
}

interface Props {
  locale: Locale;
  slides: HeroSlideView[];
  labels: HeroCarouselLabels;
}

// The plugin only runs the timer; carouselState decides when.
const autoplayPlugin = async () => {
  const { default: Autoplay } = await import('embla-carousel-autoplay');
  return [
    Autoplay({
      delay: heroAutoplayMs,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ];
};

export function HeroCarousel({ locale, slides, labels }: Props) {
  const { viewportRef, embla: api } = useEmbla(
    { loop: true, duration: slideDuration },
    true,
    autoplayPlugin,
  );
  // A press before Embla has arrived is kept and carried out once it has.
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const move = (action: (api: EmblaCarouselType) => void) => {
    if (api) action(api);
    else pending.current = action;
  };
  const [selected, setSelected] = useState(0);
  const [state, dispatch] = useReducer(autoplayReducer, initialAutoplay);
  const reducedMotion = useReducedMotion();
  // The motion preference comes from the media query itself; the reducer holds the rest.
  const current = { ...state, reducedMotion };
  const runs = autoplayRuns(current);
  const control = autoplayControl(current);
  const runsRef = useRef(runs);
  const drag = useRef({ startX: 0, startIndex: 0, deltaX: 0 });
  const count = slides.length;

  useEffect(() => {
    runsRef.current = runs;
    if (!api) return;
    if (runs) api.plugins().autoplay.play();
    else api.plugins().autoplay.stop();
  }, [api, runs]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onPointerDown = () => dispatch({ type: 'set', key: 'dragging', value: true });
    // Embla moves the slides; slideAfterDrag's distance threshold decides where a drag ends.
    const onPointerUp = () => {
      dispatch({ type: 'set', key: 'dragging', value: false });
      api.scrollTo(slideAfterDrag(drag.current.startIndex, drag.current.deltaX, count));
    };
    // A width change re-initialises Embla, stopping the timer: restart unless something holds it.
    const onReInit = () => {
      if (runsRef.current) api.plugins().autoplay.play();
    };
    api
      .on('select', onSelect)
      .on('pointerDown', onPointerDown)
      .on('pointerUp', onPointerUp)
      .on('reInit', onReInit);
    pending.current?.(api);
    pending.current = null;
    return () => {
      api
        .off('select', onSelect)
        .off('pointerDown', onPointerDown)
        .off('pointerUp', onPointerUp)
        .off('reInit', onReInit);
    };
  }, [api, count]);

  const onPointerDown = useCallback(
    (event: React.PointerEvent) => {
      drag.current = {
        startX: event.clientX,
        startIndex: api?.selectedScrollSnap() ?? 0,
        deltaX: 0,
      };
      const onUp = (up: PointerEvent) => {
        drag.current.deltaX = up.clientX - drag.current.startX;
      };
      // Native pointerup arrives before Embla's mouseup/touchend, so the distance is ready.
      window.addEventListener('pointerup', onUp, { once: true, capture: true });
    },
    [api],
  );

  if (count === 0) return <p className={styles.empty}>{labels.noSlides}</p>;
  const eager = eagerSlides(selected, count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.region}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') move((api) => api.scrollPrev());
        else if (event.key === 'ArrowRight') move((api) => api.scrollNext());
        else return;
        event.preventDefault();
      }}
    >
      <div
        className={styles.viewport}
        ref={viewportRef}
        onPointerDown={onPointerDown}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') dispatch({ type: 'set', key: 'hovered', value: true });
        }}
        onPointerLeave={() => dispatch({ type: 'set', key: 'hovered', value: false })}
        onFocus={() => dispatch({ type: 'set', key: 'focused', value: true })}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget))
            dispatch({ type: 'set', key: 'focused', value: false });
        }}
      >
        <div className={styles.container} aria-live={runs ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={formatIcu(labels.slide, { index: index + 1, count })}
              inert={index !== selected}
            >
              <Picture
                {...slide.image}
                sizes={imageSizes.hero}
                width={1200}
                height={600}
                className={styles.image}
                priority={index === 0}
                loading={eager.has(index) ? 'eager' : 'lazy'}
                // Low priority also keeps React from writing a preload hint for each neighbour.
                fetchPriority={index === 0 ? 'high' : 'low'}
                draggable={false}
              />
              <div className={styles.text}>
                {slide.content ? (
                  <>
                    <h2 className={styles.title}>{slide.content.title}</h2>
                    <p className={styles.subtitle}>{slide.content.subtitle}</p>
                    <Link
                      clientNav
                      locale={locale}
                      href={slide.content.href}
                      className={actionLink()}
                    >
                      {slide.content.ctaLabel}
                    </Link>
                  </>
                ) : (
                  <p className={styles.subtitle}>{labels.defaultContent}</p>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => move((api) => api.scrollPrev())}
          aria-label={labels.previous}
        >
          <CarouselIcon path={previousPath} />
        </button>
        <ul className={styles.dots}>
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                className={dotButton()}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={formatIcu(labels.goTo, {
                  index: index + 1,
                  title: slide.content?.title ?? labels.defaultContent,
                })}
                onClick={() => move((api) => api.scrollTo(index))}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.control}
          onClick={() => move((api) => api.scrollNext())}
          aria-label={labels.next}
        >
          <CarouselIcon path={nextPath} />
        </button>
        <button
          type="button"
          className={styles.pause}
          onClick={() => dispatch({ type: 'toggle', reducedMotion })}
        >
          <CarouselIcon path={control === 'pause' ? pausePath : playPath} />
          <span className={styles.pauseLabel}>
            {control === 'pause' ? labels.pause : labels.play}
          </span>
        </button>
      </div>
    </section>
  );
}
