import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { darkTheme, lightTheme } from '@/styles/themes.css';
import { ThemeToggleButton } from './ThemeToggleButton';

export async function ThemeToggle({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ThemeToggle' });
  return (
    <ThemeToggleButton
      classes={{ light: lightTheme, dark: darkTheme }}
      toDarkLabel={t('toDark')}
      toLightLabel={t('toLight')}
    />
  );
}
