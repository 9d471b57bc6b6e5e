import { offerCategories } from '@/content/constants';
import { defaultCategory, visibleCategories } from '@/components/special-offers/offersView';

describe('offer tabs', () => {
  it('shows only categories that have offers, in the fixed order', () => {
    const cards = [
      { category: 'bundles' as const },
      { category: 'discounts' as const },
      { category: 'bundles' as const },
    ];
    expect(visibleCategories(cards, offerCategories)).toEqual(['discounts', 'bundles']);
    expect(visibleCategories([], offerCategories)).toEqual([]);
  });

  it('opens on promotions when there are any, else on the first category shown', () => {
    expect(defaultCategory(['promotions', 'bundles'])).toBe('promotions');
    expect(defaultCategory(['seasonal', 'bundles'])).toBe('seasonal');
    expect(defaultCategory([])).toBeNull();
  });
});
