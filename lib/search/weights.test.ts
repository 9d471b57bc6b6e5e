import { loadSite } from '@/content/load';
import {
  categoryPageWeight,
  pageWeights,
  productWeight,
  weighResults,
  weightValues,
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

  it("weigh the products of weighted categories, and every category's own page below 1", () => {
    const weighted = site.categories.map((c) => (c === office ? { ...c, searchWeight: 2 } : c));
    const pages = pageWeights({ products: site.products, categories: weighted });
    const inOffice = site.products.filter((p) => p.categories.includes(office!.slug));
    for (const p of inOffice) expect(pages.get(`product/${p.id}`)).toBe(2);
    for (const c of site.categories)
      expect(pages.get(`catalog/${c.slug}`)).toBe(categoryPageWeight);
    expect(categoryPageWeight).toBeLessThan(1);
    // Unweighted products have no entry (their weight is 1).
    expect([...pageWeights(site).keys()].every((path) => path.startsWith('catalog/'))).toBe(true);
  });

  it('rank results by score times weight, ties in the order given', () => {
    const results = [
      { id: 'uv', score: 10 },
      { id: 'office', score: 6 },
      { id: 'other', score: 6 },
    ];
    const ranked = weighResults(results, (id) => (id === 'office' ? 2 : 1));
    expect(ranked.map((r) => r.id)).toEqual(['office', 'uv', 'other']);
    expect(ranked[0]!.score).toBe(12);
    expect(weighResults(results, () => 1).map((r) => r.id)).toEqual(['uv', 'office', 'other']);
  });
});

describe('weightValues (the weight filter values the browser searches with)', () => {
  it('lists each weight once, as the filter holds it', () => {
    const weights = new Map([
      ['catalog/office', 0.75],
      ['catalog/supplies', 0.75],
      ['product/a', 1.5],
      ['product/b', 2],
      ['product/c', 1.5],
    ]);
    expect(weightValues(weights)).toEqual(['0.75', '1.5', '2']);
    expect(weightValues(new Map())).toEqual([]);
  });
});
