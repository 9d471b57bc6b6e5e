import { assertMatrix, median, performanceSlack, summarise } from './lighthouse-ci.mjs';

const routes = [
  { url: 'http://localhost:4000/gps-app/ka/', noindex: false },
  { url: 'http://localhost:4000/gps-app/en/search/', noindex: true },
];

describe('assertMatrix', () => {
  it('holds each route to the floor page of the same run, less the slack', () => {
    const [home] = assertMatrix(routes, 0.99);
    expect(home.assertions['categories:performance'][1].minScore).toBeCloseTo(
      0.99 - performanceSlack,
    );
    expect(performanceSlack).toBe(0.02);
    // A slower floor lowers the bar with it; it never goes below zero.
    expect(assertMatrix(routes, 0.5)[0].assertions['categories:performance'][1].minScore).toBe(
      0.48,
    );
    expect(assertMatrix(routes, 0.01)[0].assertions['categories:performance'][1].minScore).toBe(0);
  });

  it('asks for 100 in accessibility, best practices and SEO, and CLS under 0.01, on the median run', () => {
    const [home] = assertMatrix(routes, 0.99);
    expect(home.assertions['categories:accessibility']).toEqual([
      'error',
      { minScore: 1, aggregationMethod: 'median' },
    ]);
    expect(home.assertions['categories:seo'][1].minScore).toBe(1);
    expect(home.assertions['cumulative-layout-shift'][1].maxNumericValue).toBe(0.01);
  });

  it('leaves SEO out for a noindex page only', () => {
    const [, search] = assertMatrix(routes, 0.99);
    expect(search.assertions['categories:seo']).toBeUndefined();
    expect(search.assertions['categories:best-practices']).toBeDefined();
  });

  it('matches each URL exactly, dots and all', () => {
    const [home] = assertMatrix(routes, 0.99);
    const pattern = new RegExp(home.matchingUrlPattern);
    expect(pattern.test('http://localhost:4000/gps-app/ka/')).toBe(true);
    expect(pattern.test('http://localhost:4000/gps-app/ka/catalog/')).toBe(false);
    expect(pattern.test('http://localhostX4000/gps-app/ka/')).toBe(false);
  });
});

describe('summarise', () => {
  it('turns category scores into points and keeps the metrics', () => {
    const lhr = {
      categories: { performance: { score: 0.974 }, accessibility: { score: 1 } },
      audits: {
        'largest-contentful-paint': { numericValue: 1234 },
        'cumulative-layout-shift': { numericValue: 0.001 },
      },
    };
    const row = summarise(lhr);
    expect(row.performance).toBe(97);
    expect(row.accessibility).toBe(100);
    expect(row.seo).toBe(0);
    expect(row.lcpMs).toBe(1234);
    expect(row.tbtMs).toBeNaN();
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([0.96, 0.88, 0.89])).toBe(0.89);
    expect(median([0.9, 0.8, 1, 0.7])).toBeCloseTo(0.85);
    expect(median([0.5])).toBe(0.5);
  });
});
