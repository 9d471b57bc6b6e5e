/** @jest-environment jsdom */
import { listId, loaderSource } from './deferred-scripts.mjs';

const chunk = (name) => `/gps-app/_next/static/chunks/${name}.js`;
// The rewrite itself runs on a real export in scripts/next-output.test.mjs.
describe('the loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function openPage() {
    document.head.innerHTML = '';
    document.body.innerHTML =
      `<script type="application/json" id="${listId}">` +
      JSON.stringify([{ src: chunk('framework-1') }, { src: chunk('webpack-1'), id: '_R_' }]) +
      '</script>';
    new Function(loaderSource)();
  }
  const requested = () =>
    [...document.head.querySelectorAll('script')].map((s) => [
      s.getAttribute('src'),
      s.id,
      s.async,
    ]);

  it('requests nothing until the first frame, then each script once, async, with its id', () => {
    openPage();
    expect(requested()).toEqual([]);
    jest.advanceTimersToNextFrame();
    expect(requested()).toEqual([]); // the frame is produced first
    jest.runOnlyPendingTimers();
    expect(requested()).toEqual([
      [chunk('framework-1'), '', true],
      [chunk('webpack-1'), '_R_', true],
    ]);
    jest.runAllTimers();
    expect(requested()).toHaveLength(2);
  });
});
