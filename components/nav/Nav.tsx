import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { content } from '@/content';
import { hasNews } from '@/content/site-routes';
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
  // A section with nothing in it is not offered: news appears with its first item.
  const items: NavItem[] = navSections
    .filter((section) => section !== 'news' || hasNews(content))
    .map((section) => ({ href: sectionPath[section], label: t(section) }));
  return <NavLinks locale={locale} items={items} label={t('label')} />;
}
