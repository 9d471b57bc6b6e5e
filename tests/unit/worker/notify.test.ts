/** @jest-environment node */
import { claimLeaseMs, maxNotifyAttempts, notifyPending } from '@/worker/notify';
import { memoryStore } from './memory-store';

const now = new Date('2026-11-25T10:00:00Z');

async function storeWith(count: number) {
  const memory = memoryStore();
  for (let i = 0; i < count; i += 1) {
    await memory.store.insert({
      kind: 'contact',
      month: '2611',
      submissionId: `submission-${i}`,
      payload: { name: `Visitor ${i}` },
      createdAt: new Date(now.getTime() + i * 1000).toISOString(),
    });
  }
  return memory;
}

describe('notifying the dealer', () => {
  it('sends each stored request once, oldest first, and records it as notified', async () => {
    const { store, rows } = await storeWith(2);
    const texts: string[] = [];
    const result = await notifyPending(
      store,
      async (text) => (texts.push(text), true),
      () => now,
    );
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(texts[0]).toContain('C-2611-0001');
    expect(texts[1]).toContain('C-2611-0002');
    expect(rows.every((row) => row.notifiedAt === now.toISOString())).toBe(true);
    expect(
      await notifyPending(
        store,
        async () => true,
        () => now,
      ),
    ).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps a failed notification for a later run, which sends it', async () => {
    const { store, rows } = await storeWith(1);
    expect(
      await notifyPending(
        store,
        async () => false,
        () => now,
      ),
    ).toEqual({ sent: 0, failed: 1 });
    expect(rows[0]).toMatchObject({ notifiedAt: null, notifyAttempts: 1 });
    const later = new Date(now.getTime() + claimLeaseMs + 1);
    expect(
      await notifyPending(
        store,
        async () => true,
        () => later,
      ),
    ).toEqual({ sent: 1, failed: 0 });
    expect(rows[0]).toMatchObject({ notifiedAt: later.toISOString(), notifyAttempts: 2 });
  });

  it('sends nothing twice when two runs overlap', async () => {
    const { store } = await storeWith(3);
    const texts: string[] = [];
    const slowSend = async (text: string) => {
      texts.push(text);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return true;
    };
    await Promise.all([
      notifyPending(store, slowSend, () => now),
      notifyPending(store, slowSend, () => now),
    ]);
    expect(texts).toHaveLength(3);
  });

  it('leaves a notification another run is sending alone until its claim lapses', async () => {
    const { store } = await storeWith(1);
    const first = await store.unnotified(10, maxNotifyAttempts, now.toISOString());
    expect(await store.claim(first[0]!.reference, now.toISOString(), now.toISOString())).toBe(true);
    const send = jest.fn(async () => true);
    expect(await notifyPending(store, send, () => now)).toEqual({ sent: 0, failed: 0 });
    const lapsed = new Date(now.getTime() + claimLeaseMs + 1);
    expect(await notifyPending(store, send, () => lapsed)).toEqual({ sent: 1, failed: 0 });
  });

  it('gives up after the maximum number of attempts', async () => {
    const { store, rows } = await storeWith(1);
    rows[0]!.notifyAttempts = maxNotifyAttempts;
    const send = jest.fn(async () => true);
    expect(await notifyPending(store, send, () => now)).toEqual({ sent: 0, failed: 0 });
    expect(send).not.toHaveBeenCalled();
  });
});
