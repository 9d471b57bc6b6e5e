import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

export interface HeroCarouselLabels {
  region: string;
  slide: string; // "{index} of {count}"
  previous: string;
  next: string;
  goTo: string; // "Show slide {index}: {title}"
  pause: string;
  play: string;
  noSlides: string;
  defaultContent: string;
}

/** Templates stay raw; the carousel fills "{index}" and "{title}" per slide. */
export async function loadHeroCarouselLabels(locale: Locale): Promise<HeroCarouselLabels> {
  const c = await getTranslations({ locale, namespace: 'HeroCarousel' });
  return {
    region: c('region'),
    slide: c.raw('slide') as string,
    previous: c('previous'),
    next: c('next'),
    goTo: c.raw('goTo') as string,
    pause: c('pause'),
    play: c('play'),
    noSlides: c('noSlides'),
    defaultContent: c('defaultContent'),
  };
}
