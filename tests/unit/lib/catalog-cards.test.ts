import {
  catalogCard,
  catalogDataCard,
  catalogDataPath,
  catalogOfferSets,
} from '@/lib/catalog-cards';
import { relatedProducts } from '@/lib/catalog';
import { fixtureCopy } from '../content/fixture-content';

// The small fixture content, never the dealer's live catalogue (which changes).
const site = fixtureCopy();
const content = site.load();
site.remove();

const noTerms = { price: null, availability: null, financing: null };

describe('catalogue cards', () => {
  it('carry what a card shows, in the page language, with base-path image URLs', () => {
    const product = content.products.find((p) => p.speedPpm && p.format)!;
    const card = catalogCard(product, 'ka', {
      price: '12 500 ₾',
      availability: 'მარაგშია',
      financing: null,
    });
    expect(card).toEqual({
      id: product.id,
      name: product.name.ka,
      image: expect.objectContaining({ src: `/gps-app${product.images[0]!.src}` }),
      facts: [
        { key: 'speedPpm', value: String(product.speedPpm) },
        { key: 'format', value: product.format },
      ],
      price: '12 500 ₾',
      availability: 'მარაგშია',
    });
    expect(catalogDataPath('en', undefined)).toBe('/gps-app/catalog-data/en/all.json');
    expect(catalogDataPath('ka', 'office')).toBe('/gps-app/catalog-data/ka/office.json');
  });

  it('add the values of the route facets for the catalogue JSON, and no others', () => {
    const product = content.products.find((p) => p.speedPpm && p.format)!;
    const card = catalogDataCard(product, 'en', ['type', 'speed'], noTerms);
    expect(card.facets).toEqual({ type: [product.type], speed: [String(product.speedPpm)] });
    expect(card.name).toBe(product.name.en);
  });

  it('turn bundles into ?package= sets and other offers with products into ?sale= sets', () => {
    const offer = content.offers.find((o) => o.products.length > 0)!;
    const bundle = { ...offer, id: 'a-bundle', type: 'bundle' as const };
    const empty = { ...offer, id: 'no-products', products: [] };
    const sets = catalogOfferSets([offer, bundle, empty], 'en');
    expect(sets.map((s) => [s.id, s.kind])).toEqual([
      [offer.id, 'sale'],
      ['a-bundle', 'package'],
    ]);
    expect(sets[0]).toMatchObject({ productIds: offer.products, title: offer.title.en });
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
