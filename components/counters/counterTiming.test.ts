import {
  counterDelay,
  counterDone,
  counterDurationMs,
  counterValue,
  counterVisibleShare,
} from '@/components/counters/counterTiming';

describe('counter timing', () => {
  it('lasts 2 s, starts at 30% visibility, with delays 0.2, 0.4, 0.6 and 0.8 s', () => {
    expect(counterDurationMs).toBe(2000);
    expect(counterVisibleShare).toBe(0.3);
    expect([0, 1, 2, 3].map(counterDelay)).toEqual([200, 400, 600, 800]);
  });

  it('shows 0 until its delay has passed', () => {
    expect(counterValue(500, 0, 400)).toBe(0);
    expect(counterValue(500, 400, 400)).toBe(0);
    expect(counterValue(500, 420, 400)).toBeGreaterThan(0);
  });

  it('ends exactly on the final number 2 s after its delay, and stays there', () => {
    expect(counterValue(1000, 600 + 1500, 600)).toBeLessThan(1000);
    expect(counterValue(1000, 600 + 2000, 600)).toBe(1000);
    expect(counterValue(1000, 60_000, 600)).toBe(1000);
    expect(counterDone(600 + 1999, 600)).toBe(false);
    expect(counterDone(600 + 2000, 600)).toBe(true);
  });

  it('only ever counts up, in whole numbers, easing out', () => {
    let previous = 0;
    for (let t = 0; t <= 3000; t += 16) {
      const value = counterValue(18, t, 200);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    // Ease-out: past half the target at the halfway point.
    expect(counterValue(100, 200 + 1000, 200)).toBeGreaterThan(50);
  });
});
