import { productFacetValues } from '@/lib/catalog-facets';
import { productSchema } from '@/content/schema';
import { loadSite } from '@/content/load';
import { fixtureRoot } from '../tests/support/content/fixture-content';

const [device] = loadSite(fixtureRoot, () => true).products;

describe('a speed as a number', () => {
  it('takes any machine’s speed (55 ppm), and the speed filter offers it', () => {
    const fast = productSchema.parse({ ...device!, speedPpm: 55 });
    expect(productFacetValues(fast, 'speed')).toEqual([{ value: '55', label: null }]);
  });

  it('refuses what is no speed, in both languages', () => {
    for (const speedPpm of [0, 12.5, 3000]) {
      const issue = productSchema.safeParse({ ...device!, speedPpm }).error?.issues[0];
      expect(issue?.path).toEqual(['speedPpm']);
      expect(issue?.message).toMatch(/^[^ -~]+.* \/ (must be|must)/u);
    }
  });
});
