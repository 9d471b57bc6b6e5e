import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { slideDuration } from './carouselState';

export interface HeroEmbla {
  api: EmblaCarouselType;
  autoplay: AutoplayType;
}

/**
 * Embla, loaded in its own chunk once the page has hydrated. Started during hydration, it
 * measured the slides inside the hydration task (a layout of the whole page) on the one page
 * whose main thread is busiest; until it arrives the first slide is shown as pre-rendered.
 */
export function useHeroEmbla(autoplayMs: number) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<HeroEmbla>();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let started: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled) return;
        // The plugin only runs the timer; when to run it is decided in carouselState (it stops
        // on its own only for a drag and while the page is hidden).
        const autoplay = Autoplay({
          delay: autoplayMs,
          playOnInit: false,
          stopOnInteraction: true,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        });
        started = EmblaCarousel(viewport, { loop: true, duration: slideDuration }, [autoplay]);
        setEmbla({ api: started, autoplay });
      },
    );
    return () => {
      cancelled = true;
      started?.destroy();
      setEmbla(undefined);
    };
  }, [autoplayMs]);

  return { viewportRef, embla };
}
