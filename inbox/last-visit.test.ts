import { createSafeStorage } from '@/lib/safe-storage';
import { newSince, visitGapMs, visitKey, visitMemory } from '@/inbox/last-visit';

const memory = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
      return true;
    },
  };
};

describe('the dealer’s last visit', () => {
  it('marks nothing on the first visit, then what arrived after the newest one seen', () => {
    const storage = memory();
    let now = 1_000_000;
    const first = visitMemory(storage, () => now);
    expect(first.since).toBeNull();
    first.saw('2027-05-31T10:00:00.000Z');
    first.saw('2027-05-31T09:00:00.000Z'); // an older answer never moves it back
    now += visitGapMs + 1;
    const next = visitMemory(storage, () => now);
    expect(next.since).toBe('2027-05-31T10:00:00.000Z');
    expect(newSince('2027-05-31T10:05:00.000Z', next.since)).toBe(true);
    expect(newSince('2027-05-31T10:00:00.000Z', next.since)).toBe(false);
    expect(newSince('2027-05-31T10:05:00.000Z', null)).toBe(false);
  });

  it('keeps the marks through a reload within the same visit', () => {
    const storage = memory();
    let now = 5_000_000;
    visitMemory(storage, () => now).saw('2027-05-31T10:00:00.000Z');
    now += visitGapMs + 1;
    const visit = visitMemory(storage, () => now);
    visit.saw('2027-05-31T11:00:00.000Z');
    now += 60_000;
    expect(visitMemory(storage, () => now).since).toBe('2027-05-31T10:00:00.000Z');
    // Half an hour away ends the visit: the next one starts from what this one saw.
    now += visitGapMs + 1;
    expect(visitMemory(storage, () => now).since).toBe('2027-05-31T11:00:00.000Z');
  });

  it('survives storage that throws, is full or holds something else', () => {
    const blocked = createSafeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const visit = visitMemory(blocked);
    expect(visit.since).toBeNull();
    expect(() => visit.saw('2027-05-31T10:00:00.000Z')).not.toThrow();
    const full = createSafeStorage(() => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    }));
    expect(() => visitMemory(full).saw(null)).not.toThrow();
    for (const junk of ['{', '"x"', '{"since":"soon","latest":null,"at":1}', '{"since":null}']) {
      const storage = memory();
      storage.items.set(visitKey, junk);
      expect(visitMemory(storage, () => 10 * visitGapMs).since).toBeNull();
    }
  });
});
