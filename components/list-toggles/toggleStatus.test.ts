import { toggleStatus } from '@/components/list-toggles/toggleStatus';

describe('toggleStatus', () => {
  it('says "in your list" only when the list was kept', () => {
    expect(toggleStatus({ listed: true, notKept: false, full: false })).toBe('inList');
    expect(toggleStatus({ listed: true, notKept: true, full: false })).toBe('notKept');
  });

  it('says "full" when Add could not add, and nothing otherwise', () => {
    expect(toggleStatus({ listed: false, notKept: false, full: true })).toBe('full');
    expect(toggleStatus({ listed: false, notKept: true, full: false })).toBe('');
  });
});
