import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CompiledMessage } from '@/lib/icu';
import { compileMessage } from '@/server/compile-message';
import type { GalleryCategory } from './galleryState';

export interface GalleryLabels {
  categories: Record<GalleryCategory, string>;
  categoriesLabel: string;
  learnMore: string;
  /** The link's accessible name, with {title}: "Learn more" alone does not say where it goes. */
  learnMoreAbout: CompiledMessage;
  previous: string;
  next: string;
  counter: CompiledMessage; // "{current} / {total}"
  goTo: CompiledMessage; // "Show {title}"
  thumbsUp: string;
  thumbsDown: string;
  showImage: CompiledMessage; // "Show image {index}"
  emptyCategory: string;
  empty: string;
}

export async function loadGalleryLabels(locale: Locale): Promise<GalleryLabels> {
  const t = await getTranslations({ locale, namespace: 'ProductGallery' });
  return {
    categories: { new: t('new'), bestselling: t('bestselling'), discounts: t('discounts') },
    categoriesLabel: t('categoriesLabel'),
    learnMore: t('learnMore'),
    learnMoreAbout: compileMessage(t.raw('learnMoreAbout') as string),
    previous: t('previous'),
    next: t('next'),
    counter: compileMessage(t.raw('counter') as string),
    goTo: compileMessage(t.raw('goTo') as string),
    thumbsUp: t('thumbsUp'),
    thumbsDown: t('thumbsDown'),
    showImage: compileMessage(t.raw('showImage') as string),
    emptyCategory: t('emptyCategory'),
    empty: t('empty'),
  };
}
