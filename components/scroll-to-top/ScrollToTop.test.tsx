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

  it('steps aside while a card’s price is under it, and comes back once it has passed', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: 375,
      configurable: true,
    });
    Object.defineProperty(document.documentElement, 'clientHeight', {
      value: 812,
      configurable: true,
    });
    render(
      <>
        <span data-keep-clear="">₾7,120</span>
        <ScrollToTop label={label} />
      </>,
    );
    const price = screen.getByText('₾7,120');
    const at = (top: number) =>
      jest
        .spyOn(price, 'getClientRects')
        .mockReturnValue([{ left: 200, right: 340, top, bottom: top + 20 }] as never);
    at(770); // under the button (bottom-right corner, 748–796)
    scrollTo(900);
    expect(button()).not.toBeInTheDocument();
    at(600);
    scrollTo(1000);
    expect(button()).toBeInTheDocument();
  });
});
