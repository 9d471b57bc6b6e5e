import { render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { ScrollReset } from '@/components/scroll-reset/ScrollReset';
import { rememberScroll } from '@/lib/scroll-memory';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

let scroll: jest.SpyInstance;
/** Opens a page in the app (client navigation keeps the island mounted). */
function go(path: string, view: ReturnType<typeof render> | null = null) {
  jest.mocked(usePathname).mockReturnValue(path);
  if (view) view.rerender(<ScrollReset />);
  return view ?? render(<ScrollReset />);
}

beforeEach(() => {
  sessionStorage.clear();
  scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // The remembered place is restored on the next frame: run it at once.
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('ScrollReset', () => {
  it('a new page starts at the top', () => {
    const view = go('/en/catalog/');
    scroll.mockReset();
    go('/en/contacts/', view);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('switching only the language keeps the reader’s place', () => {
    const view = go('/en/catalog/office/');
    scroll.mockReset();
    rememberScroll(sessionStorage, '/en/catalog/office/', 1450);
    go('/ka/catalog/office/', view);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith({ top: 1450, behavior: 'instant' });
  });

  it('without a remembered place, the same page in the other language is not moved', () => {
    const view = go('/en/catalog/');
    go('/en/about/', view);
    scroll.mockReset();
    go('/ka/about/', view);
    expect(scroll).not.toHaveBeenCalled();
  });
});
