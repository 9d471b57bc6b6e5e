import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { NavLinks, type NavItem } from './NavLinks';

export const navSections = ['home', 'about', 'catalog', 'services', 'news', 'contacts'] as const;

const sectionPath: Record<(typeof navSections)[number], string> = {
  home: '/',
  about: '/about',
  catalog: '/catalog',
  services: '/services',
  news: '/news',
  contacts: '/contacts',
};

export async function Nav({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const items: NavItem[] = navSections.map((section) => ({
    href: sectionPath[section],
    label: t(section),
  }));
  return <NavLinks locale={locale} items={items} label={t('label')} />;
}
