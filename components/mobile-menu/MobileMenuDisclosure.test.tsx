import { fireEvent, render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { MobileMenu } from '@/components/mobile-menu/MobileMenu';

// The button gets its name from the real server wrapper and the English messages.
jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const pathname = jest.mocked(usePathname);

// Anything focusable inside stands in for the navigation's links.
const links = (
  <nav aria-label="Main">
    <button type="button">Catalogue</button>
  </nav>
);
async function show() {
  const view = render(await MobileMenu({ locale: 'en', children: links }));
  return {
    ...view,
    rerender: async () => view.rerender(await MobileMenu({ locale: 'en', children: links })),
  };
}

const button = () => screen.getByRole('button', { name: 'Menu' });
/** Whether the stylesheet shows the panel on a phone: jsdom applies no vanilla-extract CSS. */
const panelOpen = () => document.getElementById('site-menu')?.dataset.open;

beforeEach(() => pathname.mockReturnValue('/en/'));

describe('MobileMenuDisclosure', () => {
  it('the button opens and closes the menu it controls, and says which', async () => {
    await show();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveAttribute('aria-controls', 'site-menu');
    expect(document.getElementById('site-menu')).toContainElement(
      screen.getByRole('button', { name: 'Catalogue' }),
    );
    expect(panelOpen()).toBe('false');
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(panelOpen()).toBe('true');
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(panelOpen()).toBe('false');
  });

  it('Escape closes the open menu and returns focus to its button', async () => {
    await show();
    fireEvent.click(button());
    const link = screen.getByRole('button', { name: 'Catalogue' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(panelOpen()).toBe('false');
    expect(button()).toHaveFocus();
  });

  it('Escape does nothing while the menu is closed', async () => {
    await show();
    const link = screen.getByRole('button', { name: 'Catalogue' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(link).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('following a link (a new path) closes the menu', async () => {
    const view = await show();
    fireEvent.click(button());
    pathname.mockReturnValue('/en/catalog/');
    await view.rerender();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(panelOpen()).toBe('false');
  });
});
