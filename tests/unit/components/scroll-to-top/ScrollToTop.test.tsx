import { act, fireEvent, render, screen } from '@testing-library/react';
import messages from '@/messages/en.json';
import { ScrollToTop } from '@/components/scroll-to-top/ScrollToTop';

const label = messages.ScrollToTop.label;
const button = () => screen.queryByRole('button', { name: label });
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => scrollTo(0));
afterEach(() => jest.restoreAllMocks());

describe('ScrollToTop', () => {
  it('appears only once the visitor is more than 300 px down', () => {
    render(<ScrollToTop label={label} />);
    expect(button()).not.toBeInTheDocument();
    scrollTo(300);
    expect(button()).not.toBeInTheDocument();
    scrollTo(301);
    expect(button()).toBeInTheDocument();
    scrollTo(120);
    expect(button()).not.toBeInTheDocument();
  });

  it('takes the visitor to the top and puts the keyboard at the main content', () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <>
        <main id="main" tabIndex={-1}>
          Page
        </main>
        <ScrollToTop label={label} />
      </>,
    );
    scrollTo(900);
    fireEvent.click(button()!);
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
