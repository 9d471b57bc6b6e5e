import { catalogDataPath, catalogOfferSets } from '@/lib/catalog-cards';
import { relatedProducts } from '@/lib/catalog';
import { fixtureCopy } from '../tests/support/content/fixture-content';

// The small fixture content, never the dealer's live catalogue (which changes).
const site = fixtureCopy();
const content = site.load();
site.remove();

describe('catalogue cards', () => {
  it('load from a JSON file per language and category', () => {
    expect(catalogDataPath('en', undefined)).toBe('/gps-app/catalog-data/en/all.json');
    expect(catalogDataPath('ka', 'office')).toBe('/gps-app/catalog-data/ka/office.json');
  });

  it('turn bundles into ?package= sets and other offers with products into ?sale= sets', () => {
    const offer = content.offers.find((o) => o.products.length > 0)!;
    const bundle = { ...offer, id: 'a-bundle', type: 'bundle' as const };
    const empty = { ...offer, id: 'no-products', products: [] };
    const sets = catalogOfferSets([offer, bundle, empty], 'en', (o) => [`terms of ${o.id}`]);
    expect(sets.map((s) => [s.id, s.kind])).toEqual([
      [offer.id, 'sale'],
      ['a-bundle', 'package'],
    ]);
    expect(sets[0]).toMatchObject({
      productIds: offer.products,
      title: offer.title.en,
      lead: offer.description.en,
      terms: [`terms of ${offer.id}`],
    });
  });

  it('relate products of the same type first, then of the same main category, never itself', () => {
    const product = content.products[0]!;
    const related = relatedProducts(content.products, product);
    const others = content.products.filter((p) => p.id !== product.id);
    const sameMain = (p: (typeof others)[number]) => p.categories.includes(product.categories[0]!);
    const expected = [
      ...others.filter((p) => p.type === product.type && sameMain(p)),
      ...others.filter((p) => p.type === product.type && !sameMain(p)),
      ...others.filter((p) => p.type !== product.type && sameMain(p)),
    ];
    expect(related.map((p) => p.id)).toEqual(expected.slice(0, 4).map((p) => p.id));
    expect(related.length).toBeGreaterThan(0);
    expect(relatedProducts(content.products, product, 1)).toHaveLength(1);
  });

  it('never relate a shredder to copiers while other shredders exist', () => {
    const shredder = { ...content.products[0]!, id: 's1', type: 'shredder' as const };
    const copier = { ...content.products[0]!, id: 'c1', type: 'multifunction' as const };
    const other = { ...shredder, id: 's2', categories: ['elsewhere'] };
    const related = relatedProducts([shredder, copier, other], shredder, 1);
    expect(related.map((p) => p.id)).toEqual(['s2']);
  });
});
