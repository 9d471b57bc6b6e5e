import { tabIndexForKey } from '@/lib/tab-keys';

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
