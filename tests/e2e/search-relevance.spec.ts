import { expect, test } from './fixtures';
import { activeQueries, expectedPaths, searchResultPaths } from './search-relevance';

// The relevance set's floor; bench/search-relevance.mjs measures precision at 1 and 5 on the same set.
test.describe.configure({ timeout: 240_000 });

for (const locale of ['en', 'ka'] as const) {
  test(`search finds the right thing (${locale}): an expected page in the top 3, nothing for unrelated words`, async ({
    page,
  }) => {
    for (const query of activeQueries.filter((q) => q.locale === locale)) {
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
}
