import { loadSite } from '@/content/load';
import {
  categoryPageWeight,
  indexWeight,
  keywordsField,
  metaWeights,
  productWeight,
} from '@/lib/search/weights';
import { fixtureRoot } from '../../tests/support/content/fixture-content';

const site = loadSite(fixtureRoot, () => true);
const office = site.categories.find((c) => c.slug === 'office');

describe('search weights', () => {
  it("give a product its heaviest category's weight, 1 by default", () => {
    const product = site.products.find((p) => p.categories.includes(office!.slug))!;
    expect(productWeight(product, site.categories)).toBe(1);
    const weighted = site.categories.map((c) => (c === office ? { ...c, searchWeight: 2 } : c));
    expect(productWeight(product, weighted)).toBe(2);
    expect(productWeight({ ...product, categories: [] }, weighted)).toBe(1);
  });

  it("multiply a page's weight into its indexed parts, within Pagefind's limit of 10", () => {
    // Unweighted pages keep Pagefind's own weights: an h1 counts 7, text 1.
    expect(indexWeight('title')).toBe('7');
    expect(indexWeight('text')).toBe('1');
    expect(indexWeight('lead', 2)).toBe('4');
    expect(indexWeight('specifications', 2)).toBe('1');
    expect(indexWeight('title', 2)).toBe('10');
    // A category page counts less than the products it lists.
    expect(Number(indexWeight('title', categoryPageWeight))).toBeLessThan(7);
    expect(Number(indexWeight('lead', categoryPageWeight))).toBe(1.5);
  });

  it("weigh a page's keywords by the page's weight, the title above them and the category name below", () => {
    const weights = metaWeights();
    expect(keywordsField()).toBe('keywords');
    expect(weights[keywordsField(2)]).toBeCloseTo(2 * weights.keywords!);
    expect(weights[keywordsField(categoryPageWeight)]).toBeCloseTo(0.75 * weights.keywords!);
    // Read to the nearest 0.05, within the content's limits (0.1 to 10).
    expect(keywordsField(1.01)).toBe('keywords');
    expect(weights[keywordsField(12)]).toBeCloseTo(10 * weights.keywords!);
    expect(weights[keywordsField(0.1)]).toBeCloseTo(0.1 * weights.keywords!);
    expect(weights.title).toBeGreaterThan(weights.keywords!);
    expect(weights.keywords).toBeGreaterThan(weights.category!);
  });
});
