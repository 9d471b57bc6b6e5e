import { catalogCard, catalogDataCard } from '@/server/catalog-card-builder';
import { fixtureCopy } from '../tests/support/content/fixture-content';

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
      sale: { badge: '−20%', price: '10 000 ₾' },
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
      sale: { badge: '−20%', price: '10 000 ₾' },
    });
  });

  it('add the values of the route facets for the catalogue JSON, and no others', () => {
    const product = content.products.find((p) => p.speedPpm && p.format)!;
    const card = catalogDataCard(product, 'en', ['type', 'speed'], noTerms);
    expect(card.facets).toEqual({ type: [product.type], speed: [String(product.speedPpm)] });
    expect(card.name).toBe(product.name.en);
  });
});
