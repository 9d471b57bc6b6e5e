import { splitLocale } from '@/lib/locale-path';

/** Home only on the home page (the bare root included); other sections also for sub-pages. */
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
