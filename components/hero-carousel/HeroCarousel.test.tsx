import type { ComponentProps } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import messages from '@/messages/en.json';
import { compiledLabels } from '../../tests/support/components/compiled-labels';
import { layOutForEmbla, NoObserver } from '../../tests/support/embla-layout';
import { HeroCarousel } from '@/components/hero-carousel/HeroCarousel';

// Slide links call actionLink(), dots dotButton(): next/jest stubs style modules.
// Buttons that link inside the app use the App Router, which only a Next page mounts.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock(
  '@/styles/controls.css',
  () =>
    jest.requireActual('../../tests/support/components/island-props-mocks').controlRecipesModule,
);

type Props = ComponentProps<typeof HeroCarousel>;
const labels: Props['labels'] = compiledLabels(messages.HeroCarousel, ['slide', 'goTo']);
const slide = (id: string, title: string | null): Props['slides'][number] => ({
  id,
  image: { src: `/gps-app/images/${id}.svg`, alt: `${id} picture`, picture: null },
  ...(title ? { content: { title, subtitle: '', ctaLabel: `See ${title}`, href: '/' } } : {}),
});
const slides = [
  slide('office', 'Office printing'),
  slide('wide', 'Wide format'),
  slide('plain', null),
];

// jsdom lays nothing out: Embla measures offset sizes, so each slide is 1000 px wide, side by side.
const width = 1000;
function slideIndex(element: HTMLElement): number {
  if (element.getAttribute('aria-roledescription') !== 'slide') return 0;
  return [...(element.parentElement?.children ?? [])].indexOf(element);
}
const layout: Record<string, PropertyDescriptor> = {
  offsetWidth: { configurable: true, get: () => width },
  offsetHeight: { configurable: true, get: () => 500 },
  offsetTop: { configurable: true, get: () => 0 },
  offsetLeft: {
    configurable: true,
    get(this: HTMLElement) {
      return slideIndex(this) * width;
    },
  },
};
layOutForEmbla(layout, '[aria-roledescription="slide"]');

/** prefers-reduced-motion as the browser reports it; the carousel asks matchMedia. */
let reducedMotion = false;
beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion = false;
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  Object.assign(window, { ResizeObserver: NoObserver, IntersectionObserver: NoObserver });
});
afterEach(() => jest.useRealTimers());

/** Embla arrives in its own chunk after the first effects; its first frame lays the slides out. */
async function emblaStarted() {
  const container = region().querySelector<HTMLElement>('[aria-live]')!;
  await waitFor(() => expect(container.style.transform).not.toBe(''));
  act(() => {
    jest.advanceTimersByTime(50);
  });
}
async function show() {
  render(<HeroCarousel locale="en" slides={slides} labels={labels} />);
  await emblaStarted();
}
const region = () => screen.getByRole('region', { name: 'Featured solutions' });
const dot = (n: number) => screen.getByRole('button', { name: new RegExp(`^Show slide ${n}:`) });
/** The slide shown: the others are inert (out of the tab order and the accessibility tree). */
const current = () => {
  const shown = [...region().querySelectorAll('[aria-roledescription="slide"]:not([inert])')];
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute('aria-label');
};
function expectOn(n: number) {
  expect(current()).toBe(`${n} of 3`);
  expect(dot(n)).toHaveAttribute('aria-current', 'true');
  expect(screen.getAllByRole('button', { current: true })).toEqual([dot(n)]);
}
const press = (name: string) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('HeroCarousel controls', () => {
  it('names its controls and slides; a slide without content says so', async () => {
    await show();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(dot(1)).toHaveAccessibleName('Show slide 1: Office printing');
    expect(dot(3)).toHaveAccessibleName('Show slide 3: Default slide content');
    expect(within(region()).getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    expectOn(1);
  });

  it('next, previous (wrapping) and the dots change the slide shown', async () => {
    await show();
    press('Next slide');
    expectOn(2);
    press('Previous slide');
    press('Previous slide');
    expectOn(3);
    act(() => {
      fireEvent.click(dot(2));
    });
    expectOn(2);
  });

  it('a press made before the carousel script has arrived is carried out once it has', async () => {
    render(<HeroCarousel locale="en" slides={slides} labels={labels} />);
    press('Next slide');
    expectOn(1);
    await emblaStarted();
    expectOn(2);
  });

  it('the arrow keys move it when the carousel has focus', async () => {
    await show();
    act(() => {
      fireEvent.keyDown(region(), { key: 'ArrowRight' });
    });
    expectOn(2);
    act(() => {
      fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    });
    expectOn(1);
  });

  it('advances every 5 s until paused; play starts it again', async () => {
    await show();
    act(() => {
      jest.advanceTimersByTime(5_100);
    });
    expectOn(2);
    press('Pause slideshow');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(11_000);
    });
    expectOn(2);
    press('Play slideshow');
    act(() => {
      jest.advanceTimersByTime(5_100);
    });
    expectOn(3);
  });

  it('with reduced motion it does not advance on its own, and offers to play', async () => {
    reducedMotion = true;
    await show();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(11_000);
    });
    expectOn(1);
    // The visitor may still ask for it: one press starts it.
    press('Play slideshow');
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(5_100);
    });
    expectOn(2);
  });
});
