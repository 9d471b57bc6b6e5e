import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { slideDuration } from './carouselState';

export interface HeroEmbla {
  api: EmblaCarouselType;
  autoplay: AutoplayType;
}

/** After hydration: started during it, Embla measured slides inside the hydration task. */
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
        // The plugin only runs the timer; carouselState decides when.
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
