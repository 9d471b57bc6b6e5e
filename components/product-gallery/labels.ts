import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CompiledMessage } from '@/lib/icu';
import { compileMessage } from '@/server/compile-message';
import type { GalleryCategory } from './galleryState';
import { galleryTags } from '@/content/constants';
import { textsByKey } from '@/lib/texts-by-key';

const keys = [
  'categoriesLabel',
  'learnMore',
  'previous',
  'next',
  'thumbsUp',
  'thumbsDown',
  'emptyCategory',
  'empty',
] as const;
/** learnMoreAbout is the link's accessible name: "Learn more" alone does not say where it goes. */
const templates = ['learnMoreAbout', 'counter', 'goTo', 'showImage'] as const;

export type GalleryLabels = Record<(typeof keys)[number], string> &
  Record<(typeof templates)[number], CompiledMessage> & {
    categories: Record<GalleryCategory, string>;
  };

export async function loadGalleryLabels(locale: Locale): Promise<GalleryLabels> {
  const t = await getTranslations({ locale, namespace: 'ProductGallery' });
  return {
    ...textsByKey(keys, (key) => t(key)),
    ...textsByKey(templates, (key) => compileMessage(t.raw(key) as string)),
    categories: textsByKey(galleryTags, (tag) => t(tag)),
  };
}
