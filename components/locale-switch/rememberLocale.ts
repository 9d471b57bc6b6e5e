import type { Locale } from '@/i18n/routing';
import { languageStorageKey } from '@/lib/root-locale';

/** Remember the visitor's choice, so the bare root opens in that language next time. */
export function rememberLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(languageStorageKey, locale);
  } catch {
    // Storage may be unavailable (private mode); switching still works.
  }
}
