import { tabIndexForKey } from '@/lib/tab-keys';
import { pluralLabel } from '@/lib/plural-label';

describe('tab keys', () => {
  it('wraps with the arrows and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(tabIndexForKey('ArrowRight', 1, 4)).toBe(2);
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 0, 4)).toBe(3);
    expect(tabIndexForKey('Enter', 0, 4)).toBeNull();
  });
});

describe('pluralLabel', () => {
  const labels = {
    zero: 'No products found',
    one: '{count} product found',
    other: '{count} products found',
  };
  it('picks the form for the count and formats the number for the language', () => {
    expect(pluralLabel('en', 0, labels)).toBe('No products found');
    expect(pluralLabel('en', 1, labels)).toBe('1 product found');
    expect(pluralLabel('en', 1200, labels)).toBe('1,200 products found');
    expect(pluralLabel('ka', 3, { ...labels, other: 'ნაპოვნია {count} პროდუქტი' })).toBe(
      'ნაპოვნია 3 პროდუქტი',
    );
  });
});
