import { expect, test } from './fixtures';
import { chunks } from './quality';
import { activeQueries, expectedPaths, searchResultPaths } from './search-relevance';

// The relevance set's floor; bench/search-relevance.mjs measures precision at 1 and 5 on the same
// set. A few dozen queries a test, so that the suite's workers share them.
test.describe.configure({ timeout: 120_000 });

for (const locale of ['en', 'ka'] as const) {
  chunks(
    activeQueries.filter((q) => q.locale === locale),
    30,
  ).forEach((queries, index) => {
    test(`search finds the right thing (${locale} #${index + 1}): an expected page in the top 3, nothing for unrelated words`, async ({
      page,
    }) => {
      for (const query of queries) {
        if (query.shortfall) {
          test.info().annotations.push({
            type: 'shortfall',
            description: `${query.query}: ${query.shortfall}`,
          });
          continue;
        }
        const top = await searchResultPaths(page, locale, query.query, 3);
        if (query.expect.length === 0) {
          expect.soft(top, `"${query.query}" (${query.kind}) finds nothing`).toEqual([]);
        } else {
          const expected = expectedPaths(query);
          expect
            .soft(
              top.some((path) => expected.has(path)),
              `"${query.query}" (${query.kind}): top 3 ${JSON.stringify(top)} holds an expected page`,
            )
            .toBe(true);
        }
      }
    });
  });
}
