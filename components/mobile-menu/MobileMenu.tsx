import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { MobileMenuDisclosure } from './MobileMenuDisclosure';

/** On phones the navigation folds behind a menu button; without JavaScript it stays open. */
export async function MobileMenu({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'MobileMenu' });
  return <MobileMenuDisclosure text={t('label')}>{children}</MobileMenuDisclosure>;
}
