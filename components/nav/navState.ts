import { splitLocale } from '@/lib/locale-path';

/**
 * Whether a nav link names the section of the current page: home only on the home page,
 * other sections also for their sub-pages (/catalog/office is in "catalog"). The bare root
 * is the Georgian home page.
 */
export function isCurrentSection(pathname: string, href: string): boolean {
  const page = trim(splitLocale(pathname).rest);
  const target = trim(splitLocale(href).rest);
  if (target === '') return page === '';
  return (
    page === target ||
    page.startsWith(`${target}/`) ||
    (target === '/catalog' && page.startsWith('/product/'))
  );
}

function trim(path: string): string {
  return path.replace(/\/+$/, '');
}
