import { content } from '@/content';
import { catalogCard, catalogDataPath, catalogOfferSets } from '@/lib/catalog-cards';
import { relatedProducts } from '@/lib/catalog';

describe('catalogue cards', () => {
  it('carry what a card shows, in the page language, with base-path image URLs', () => {
    const product = content.products.find((p) => p.id === 'colour-mfp-c3045')!;
    const card = catalogCard(product, 'ka');
    expect(card).toMatchObject({
      id: 'colour-mfp-c3045',
      name: product.name.ka,
      type: 'multifunction',
      speedPpm: 45,
      format: 'A3',
    });
    expect(card.image?.src).toMatch(/^\/gps-app\/images\/products\/.+\.svg$/);
    expect(catalogDataPath('en', undefined)).toBe('/gps-app/catalog-data/en/all.json');
    expect(catalogDataPath('ka', 'office')).toBe('/gps-app/catalog-data/ka/office.json');
  });

  it('turn bundles into ?package= sets and other offers with products into ?sale= sets', () => {
    const sets = catalogOfferSets(content.offers, 'en');
    const bundle = content.offers.find((o) => o.type === 'bundle' && o.products.length > 0)!;
    expect(sets.find((s) => s.id === bundle.id)?.kind).toBe('package');
    expect(sets.find((s) => s.id === 'spring-sale')).toMatchObject({ kind: 'sale' });
    expect(sets.every((s) => s.productIds.length > 0)).toBe(true);
  });

  it('relate products of the same main category, never the product itself', () => {
    const product = content.products.find((p) => p.id === 'colour-mfp-c3045')!;
    const related = relatedProducts(content.products, product);
    expect(related).toHaveLength(4);
    expect(related.map((p) => p.id)).not.toContain(product.id);
    for (const other of related) expect(other.categories).toContain(product.categories[0]);
  });
});
