import fc from 'fast-check';
import { byOrder } from '@/content/order';

describe('byOrder', () => {
  it('puts entries by their order, and one without an order (a duplicate not yet placed) last', () => {
    const entries = [{ id: 'c', order: 30 }, { id: 'new' }, { id: 'a', order: 10 }];
    expect([...entries].sort(byOrder).map((e) => e.id)).toEqual(['a', 'c', 'new']);
  });

  it('keeps every ordered entry before every unordered one, ascending', () => {
    const entry = fc.record({ order: fc.option(fc.nat(), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(entry), (list) => {
        const orders = [...list].sort(byOrder).map((e) => e.order);
        const placed = orders.filter((o) => o !== undefined);
        expect(orders.slice(0, placed.length)).toEqual([...placed].sort((a, b) => a - b));
      }),
    );
  });
});
