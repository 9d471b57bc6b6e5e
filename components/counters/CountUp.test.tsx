import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CountUp } from '@/components/counters/CountUp';
import { reducedMotionQuery } from '@/styles/tokens';
import { stubMatchMedia } from '../../tests/support/hooks/match-media-stub';

/** The one observer the counter makes; `enterView` is the browser seeing 30% of it. */
let observed: { threshold: unknown; enterView: () => void; leaveView: () => void } | null = null;
class StubObserver {
  constructor(
    private callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    options: IntersectionObserverInit,
  ) {
    observed = {
      threshold: options.threshold,
      enterView: () => act(() => this.callback([{ isIntersecting: true }])),
      leaveView: () => act(() => this.callback([{ isIntersecting: false }])),
    };
  }
  observe() {}
  disconnect() {}
}

const counter = <CountUp value={250} suffix="+" delayMs={200} />;
const shown = () => screen.getByText(/^\d+\+$/).textContent;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  observed = null;
  Object.assign(window, { IntersectionObserver: StubObserver });
});
afterEach(() => jest.useRealTimers());

describe('CountUp', () => {
  it('the pre-rendered page holds the final number', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(counter);
    expect(page).toHaveTextContent('250+');
  });

  it('counts up from 0 once a third of it is on screen, after its delay', () => {
    const media = stubMatchMedia();
    render(counter);
    expect(shown()).toBe('0+');
    expect(observed?.threshold).toBe(0.3);
    observed!.leaveView(); // a browser reports the start: off screen, nothing moves
    wait(3000);
    expect(shown()).toBe('0+');
    observed!.enterView();
    wait(150);
    expect(shown()).toBe('0+'); // within its 0.2 s delay
    wait(1000);
    const midway = Number.parseInt(shown()!, 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(250);
    wait(1200);
    expect(shown()).toBe('250+');
    media.restore();
  });

  it('under reduced motion, the final number stays', () => {
    const media = stubMatchMedia([reducedMotionQuery]);
    render(counter);
    expect(shown()).toBe('250+');
    expect(observed).toBeNull();
    wait(3000);
    expect(shown()).toBe('250+');
    media.restore();
  });
});
