import { offerCategories } from '@/content/constants';
import {
  defaultCategory,
  shownItems,
  visibleCategories,
} from '@/components/special-offers/offersView';

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

describe('shownItems', () => {
  it('shows the first items and counts the rest when two or more are left out', () => {
    expect(shownItems(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], hidden: 2 });
  });

  it('shows a single left-out item instead of a line saying "1 more"', () => {
    expect(shownItems(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 });
    expect(shownItems(['a'], 2)).toEqual({ shown: ['a'], hidden: 0 });
    expect(shownItems([], 2)).toEqual({ shown: [], hidden: 0 });
  });
});
