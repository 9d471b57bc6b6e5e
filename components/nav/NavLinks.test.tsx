import { render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import messages from '@/messages/en.json';
import { NavLinks } from '@/components/nav/NavLinks';
import { clientNavAttribute } from '@/components/link/Link';

// The menu's links follow the App Router, which only a Next page mounts.
jest.mock('next/navigation', () => ({
  usePathname: jest.fn(),
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));

const t = messages.Nav;
const items = [
  { href: '/', label: t.home },
  { href: '/catalog', label: t.catalog },
  { href: '/contacts', label: t.contacts },
];

/** The menu on a page; Next's pathname has no base path. */
function showOn(pathname: string) {
  jest.mocked(usePathname).mockReturnValue(pathname);
  render(<NavLinks locale="en" items={items} label={t.label} />);
  return screen.getByRole('navigation', { name: 'Main navigation' });
}
const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('NavLinks', () => {
  it('links each section in the page’s language, navigating inside the app', () => {
    const nav = showOn('/en/');
    const catalogue = within(nav).getByRole('link', { name: 'Catalogue' });
    expect(catalogue).toHaveAttribute('href', '/gps-app/en/catalog/');
    expect(catalogue).toHaveAttribute(clientNavAttribute);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/gps-app/en/');
  });

  // The section the visitor is in, also on its sub-pages; home only on the home page.
  it.each([
    ['/en/', 'Home'],
    ['/en/catalog/office/', 'Catalogue'],
    ['/en/product/mfp-a/', 'Catalogue'],
    ['/en/contacts/', 'Contacts'],
  ])('on %s it marks %s only', (pathname, section) => {
    expect(current(showOn(pathname))).toEqual([section]);
  });

  it('marks nothing on a page outside the menu', () => {
    expect(current(showOn('/en/privacy/'))).toEqual([]);
  });
});
