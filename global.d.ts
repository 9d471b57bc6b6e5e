import type { Locale } from './i18n/routing';
import type messages from './messages/en.json';

// Augment use-intl, where AppConfig is declared. next-intl only re-exports it (`export *`), and
// an augmentation of 'next-intl' reached the checker only in files that import 'next-intl'
// itself; every server component imports 'next-intl/server', so `t('typo')` type-checked.
declare module 'use-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
