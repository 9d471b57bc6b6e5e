import type { Locale } from '@/i18n/routing';
import { languageStorageKey } from '@/lib/root-locale';
import { localStore, type SafeStorage } from '@/lib/safe-storage';

/** So the bare root opens in that language next time; with storage blocked, for this page only. */
export function rememberLocale(
  locale: Locale,
  storage: Pick<SafeStorage, 'setItem'> = localStore(),
) {
  storage.setItem(languageStorageKey, locale);
}
