/** @jest-environment jsdom */
import {
  deferFrameworkScripts,
  deferredScripts,
  listId,
  loaderSource,
  missedFrameworkScripts,
} from './deferred-scripts.mjs';

const chunk = (name) => `/gps-app/_next/static/chunks/${name}.js`;
const page = [
  '<!DOCTYPE html><html><head>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('webpack-1')}"/>`,
  '<link rel="stylesheet" href="/gps-app/_next/static/css/a.css"/>',
  `<script src="${chunk('framework-1')}" async=""></script>`,
  `<script src="${chunk('app/%5Blocale%5D/page-2')}" async=""></script>`,
  `<script src="${chunk('polyfills-3')}" noModule=""></script>`,
  '<script src="https://example.org/other.js" async=""></script>',
  '</head><body><main>Text</main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  `<script src="${chunk('webpack-1')}" id="_R_" async=""></script>`,
  '</body></html>',
].join('');

describe('deferFrameworkScripts', () => {
  const html = deferFrameworkScripts(page, '/gps-app');

  it('lists the async chunks in document order, with the runtime id, instead of loading them', () => {
    expect(deferredScripts(html)).toEqual([
      chunk('framework-1'),
      chunk('app/%5Blocale%5D/page-2'),
      chunk('webpack-1'),
    ]);
    expect(html).toContain(`{"src":"${chunk('webpack-1')}","id":"_R_"}`);
    expect(html).not.toMatch(
      /<script src="\/gps-app\/_next\/static\/chunks\/[^"]*" (id="_R_" )?async/,
    );
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('keeps everything else: polyfills, other origins, inline payloads, JSON-LD, styles', () => {
    for (const kept of [
      `<script src="${chunk('polyfills-3')}" noModule=""></script>`,
      '<script src="https://example.org/other.js" async=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">',
      'rel="stylesheet"',
      '<main>Text</main>',
    ])
      expect(html).toContain(kept);
  });

  it('puts the list and the loader at the end of the body, and changes nothing when run again', () => {
    expect(html.endsWith(`<script>${loaderSource}</script></body></html>`)).toBe(true);
    expect(deferFrameworkScripts(html, '/gps-app')).toBe(html);
  });

  it('leaves a page without framework chunks as it is', () => {
    const plain = '<html><body><script src="/gps-app/admin/cms.js"></script></body></html>';
    expect(deferFrameworkScripts(plain, '/gps-app')).toBe(plain);
  });
});

describe('missedFrameworkScripts', () => {
  it('finds nothing left on a page the step rewrote', () => {
    expect(missedFrameworkScripts(deferFrameworkScripts(page, '/gps-app'), '/gps-app')).toBe(0);
  });

  it('counts chunk tags of a shape the step does not know, so the build stops', () => {
    // Say a future Next writes `defer` instead of `async`, or type="module".
    const changed = page.replaceAll('async=""', 'defer=""');
    expect(deferFrameworkScripts(changed, '/gps-app')).toBe(changed);
    expect(missedFrameworkScripts(changed, '/gps-app')).toBe(3);
  });
});

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
