import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CompiledMessage } from '@/lib/icu';
import { compileMessage } from '@/server/compile-message';
import { textsByKey } from '@/lib/texts-by-key';

const keys = ['region', 'previous', 'next', 'pause', 'play', 'noSlides', 'defaultContent'] as const;
/** "{index} of {count}", "Show slide {index}: {title}": formatted by the carousel (lib/icu.ts). */
const templates = ['slide', 'goTo'] as const;

export type HeroCarouselLabels = Record<(typeof keys)[number], string> &
  Record<(typeof templates)[number], CompiledMessage>;

export async function loadHeroCarouselLabels(locale: Locale): Promise<HeroCarouselLabels> {
  const c = await getTranslations({ locale, namespace: 'HeroCarousel' });
  return {
    ...textsByKey(keys, (key) => c(key)),
    ...textsByKey(templates, (key) => compileMessage(c.raw(key) as string)),
  };
}
