import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';

/**
 * Embla on the viewport after hydration (started during it, Embla measured slides inside the
 * hydration task). The options and plugins are each caller's constants.
 */
export function useEmbla(
  options: EmblaOptionsType,
  enabled = true,
  plugins: () => Promise<EmblaPluginType[]> = async () => [],
) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !enabled) return;
    let started: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), plugins()]).then(
      ([{ default: EmblaCarousel }, loaded]) => {
        if (cancelled) return;
        started = EmblaCarousel(viewport, options, loaded);
        setEmbla(started);
      },
    );
    return () => {
      cancelled = true;
      started?.destroy();
      setEmbla(undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  return { viewportRef, embla };
}
