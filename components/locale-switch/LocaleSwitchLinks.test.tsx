import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { LocaleSwitch } from '@/components/locale-switch/LocaleSwitch';
import { pushSearch } from '@/lib/url-change';

// The links get their words from the real server wrapper and the English messages.
jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

/** The page as Next and the browser see it: Next's pathname has no base path. */
function at(path: string, search = '') {
  jest.mocked(usePathname).mockReturnValue(path);
  window.history.replaceState(null, '', `/gps-app${path}${search}`);
}
const show = async () => render(await LocaleSwitch({ locale: 'en' }));
const georgian = () => screen.getByRole('link', { name: /^GE/ });

// jsdom cannot load another page: stop the click's navigation after the island has handled it.
const stopNavigation = (event: Event) => event.preventDefault();
beforeAll(() => window.addEventListener('click', stopNavigation));
afterAll(() => window.removeEventListener('click', stopNavigation));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('LocaleSwitchLinks', () => {
  it('links the same page in each language, marks the current one', async () => {
    at('/en/catalog/office/', '?type=printer&speed=45');
    await show();
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const english = within(nav).getByRole('link', { name: /^EN/ });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(english).toHaveAttribute('href', '/gps-app/en/catalog/office/?type=printer&speed=45');
    expect(georgian()).not.toHaveAttribute('aria-current');
    expect(georgian()).toHaveAttribute('hreflang', 'ka');
    expect(georgian()).toHaveAccessibleName('GE ქართული');
    expect(georgian()).toHaveAttribute('href', '/gps-app/ka/catalog/office/?type=printer&speed=45');
  });

  it('follows filters chosen on the page after it loaded', async () => {
    at('/en/catalog/office/');
    await show();
    expect(georgian()).toHaveAttribute('href', '/gps-app/ka/catalog/office/');
    act(() => pushSearch('?format=A3'));
    expect(georgian()).toHaveAttribute('href', '/gps-app/ka/catalog/office/?format=A3');
  });

  it('a click leaves from the URL as it is then, and remembers the language and scroll', async () => {
    at('/en/contacts/');
    await show();
    // Changed without telling anyone (another script's replaceState): the click still sees it.
    window.history.replaceState(null, '', '/gps-app/en/contacts/?type=bulk-order');
    window.scrollY = 640;
    fireEvent.click(georgian());
    expect(georgian()).toHaveAttribute('href', '/gps-app/ka/contacts/?type=bulk-order');
    expect(localStorage.getItem('i18nextLng')).toBe('ka');
    expect(JSON.parse(sessionStorage.getItem('gps-locale-scroll') ?? 'null')).toEqual({
      page: '/contacts',
      y: 640,
    });
  });

  it('switching works when the browser blocks storage', async () => {
    at('/en/about/');
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await show();
    expect(() => fireEvent.click(georgian())).not.toThrow();
    expect(georgian()).toHaveAttribute('href', '/gps-app/ka/about/');
  });
});
