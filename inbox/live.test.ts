import { startLive } from '@/inbox/live';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('keeping an open inbox current', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  it('asks at each interval while shown, never while hidden, and at once when shown again', async () => {
    const tick = jest.fn(async () => undefined);
    const stop = startLive({ doc: document, every: 30_000, tick });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(tick).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(120_000);
    expect(tick).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(2);
    stop();
    await jest.advanceTimersByTimeAsync(120_000);
    setVisibility('visible');
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('runs one tick at a time: a slow answer is not asked again on top of itself', async () => {
    let finish = () => {};
    const tick = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startLive({ doc: document, every: 1_000, tick });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(tick).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(tick).toHaveBeenCalledTimes(2);
    stop();
  });
});
