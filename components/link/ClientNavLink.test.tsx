import { fireEvent, render, screen } from '@testing-library/react';
import { ClientNavLink } from '@/components/link/ClientNavLink';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
});

function renderLink(extra: Record<string, string> = {}) {
  render(
    <ClientNavLink href="/gps-app/en/about/" routerHref="/en/about/" {...extra}>
      About us
    </ClientNavLink>,
  );
  return screen.getByRole('link', { name: 'About us' });
}

describe('ClientNavLink', () => {
  it('is an anchor to the full URL, so it works without JavaScript and in a new tab', () => {
    expect(renderLink()).toHaveAttribute('href', '/gps-app/en/about/');
  });

  it('follows a plain click in the app, without a page load', () => {
    const link = renderLink();
    const notCancelled = fireEvent.click(link, { button: 0 });
    expect(notCancelled).toBe(false);
    expect(push).toHaveBeenCalledWith('/en/about/');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['cmd', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (a new tab or window)', (_name, init) => {
    const link = renderLink();
    expect(fireEvent.click(link, { button: 0, ...init })).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it.each([
    ['another target', { target: '_blank' }],
    ['a download', { download: '' }],
  ])('leaves a link with %s to the browser', (_name, extra) => {
    expect(fireEvent.click(renderLink(extra), { button: 0 })).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('prefetches the page when the pointer or the keyboard focus comes to it', () => {
    const link = renderLink();
    fireEvent.pointerEnter(link);
    expect(prefetch).toHaveBeenCalledWith('/en/about/');
    prefetch.mockClear();
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalledWith('/en/about/');
  });
});
