import type { Locale } from '@/i18n/routing';
import { languageStorageKey } from '@/lib/root-locale';
import { localStore, type SafeStorage } from '@/lib/safe-storage';

/**
 * Remember the visitor's choice, so the bare root opens in that language next time. With
 * storage blocked it lasts for this page only; switching still works.
 */
export function rememberLocale(
  locale: Locale,
  storage: Pick<SafeStorage, 'setItem'> = localStore(),
) {
  storage.setItem(languageStorageKey, locale);
}
