import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CompiledMessage } from '@/lib/icu';
import { compileMessage } from '@/server/compile-message';

export interface HeroCarouselLabels {
  region: string;
  slide: CompiledMessage; // "{index} of {count}"
  previous: string;
  next: string;
  goTo: CompiledMessage; // "Show slide {index}: {title}"
  pause: string;
  play: string;
  noSlides: string;
  defaultContent: string;
}

/** The per-slide templates are compiled; the carousel formats "{index}" and "{title}" (lib/icu.ts). */
export async function loadHeroCarouselLabels(locale: Locale): Promise<HeroCarouselLabels> {
  const c = await getTranslations({ locale, namespace: 'HeroCarousel' });
  return {
    region: c('region'),
    slide: compileMessage(c.raw('slide') as string),
    previous: c('previous'),
    next: c('next'),
    goTo: compileMessage(c.raw('goTo') as string),
    pause: c('pause'),
    play: c('play'),
    noSlides: c('noSlides'),
    defaultContent: c('defaultContent'),
  };
}
