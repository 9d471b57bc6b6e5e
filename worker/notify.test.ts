/** @jest-environment node */
import {
  claimLeaseMs,
  maxNotifyAttempts,
  notifyPending,
  type NotifyChannel,
} from '@/worker/notify';
import { buildNotification, type NotifyInput } from '@/worker/notify-text';
import { telegramText } from '@/worker/notify-render';
import { memoryStore } from '../tests/support/worker/memory-store';

const notificationText = (input: NotifyInput) => telegramText(buildNotification(input));

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

/** A channel that writes down what it was given and answers as told. */
function channel(name: string, answer: (request: NotifyInput) => boolean | Promise<boolean>) {
  const sent: NotifyInput[] = [];
  const send = jest.fn(async (request: NotifyInput) => {
    sent.push(request);
    return answer(request);
  });
  return { channel: { name, send } satisfies NotifyChannel, sent, send };
}

const later = (ms = claimLeaseMs + 1) => new Date(now.getTime() + ms);

describe('notifying the dealer', () => {
  it('sends each stored request once, oldest first, and records it as notified', async () => {
    const { store, rows } = await storeWith(2);
    const telegram = channel('telegram', () => true);
    const result = await notifyPending(store, [telegram.channel], () => now);
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(telegram.sent.map((request) => request.reference)).toEqual([
      'C-2611-0001',
      'C-2611-0002',
    ]);
    expect(notificationText(telegram.sent[0]!)).toContain('C-2611-0001');
    expect(rows.every((row) => row.notifiedAt === now.toISOString())).toBe(true);
    expect(await notifyPending(store, [telegram.channel], () => now)).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('gives each channel the inbox address', async () => {
    const { store } = await storeWith(1);
    const telegram = channel('telegram', () => true);
    await notifyPending(store, [telegram.channel], () => now, 'https://x.ge/admin/requests/');
    expect(telegram.sent[0]).toMatchObject({
      reference: 'C-2611-0001',
      kind: 'contact',
      inboxUrl: 'https://x.ge/admin/requests/',
    });
  });

  it('keeps a failed notification for a later run, which sends it', async () => {
    const { store, rows } = await storeWith(1);
    const down = channel('telegram', () => false);
    expect(await notifyPending(store, [down.channel], () => now)).toEqual({ sent: 0, failed: 1 });
    expect(rows[0]).toMatchObject({ notifiedAt: null, notifyAttempts: 1 });
    const up = channel('telegram', () => true);
    expect(await notifyPending(store, [up.channel], () => later())).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(rows[0]).toMatchObject({ notifiedAt: later().toISOString(), notifyAttempts: 2 });
  });

  it('sends to every channel, and counts a request sent when all have it', async () => {
    const { store, rows } = await storeWith(1);
    const telegram = channel('telegram', () => true);
    const email = channel('email', () => true);
    expect(await notifyPending(store, [telegram.channel, email.channel], () => now)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(telegram.sent).toHaveLength(1);
    expect(email.sent).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      notifiedAt: now.toISOString(),
      notifiedChannels: expect.arrayContaining(['telegram', 'email']),
    });
  });

  it('after a partial failure, retries only the channel that failed', async () => {
    const { store, rows } = await storeWith(1);
    const telegram = channel('telegram', () => true);
    let emailUp = false;
    const email = channel('email', () => emailUp);
    const channels = [telegram.channel, email.channel];
    expect(await notifyPending(store, channels, () => now)).toEqual({ sent: 0, failed: 1 });
    expect(rows[0]).toMatchObject({ notifiedAt: null, notifiedChannels: ['telegram'] });
    // The next request's run comes at once (the claim was given back): still only e-mail.
    expect(await notifyPending(store, channels, () => now)).toEqual({ sent: 0, failed: 1 });
    emailUp = true;
    expect(await notifyPending(store, channels, () => later())).toEqual({ sent: 1, failed: 0 });
    expect(telegram.sent).toHaveLength(1);
    expect(email.sent).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      notifiedAt: later().toISOString(),
      notifiedChannels: ['telegram', 'email'],
    });
    expect(await notifyPending(store, channels, () => later(2 * claimLeaseMs))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(email.sent).toHaveLength(3);
  });

  it('counts a channel that throws as failed, and sends nothing twice to the others', async () => {
    const { store, rows } = await storeWith(1);
    const telegram = channel('telegram', () => true);
    const broken = channel('email', () => {
      throw new Error('boom');
    });
    const channels = [telegram.channel, broken.channel];
    expect(await notifyPending(store, channels, () => now)).toEqual({ sent: 0, failed: 1 });
    expect(await notifyPending(store, channels, () => later())).toEqual({ sent: 0, failed: 1 });
    expect(telegram.sent).toHaveLength(1);
    expect(rows[0]?.notifiedChannels).toEqual(['telegram']);
  });

  it('sends nothing twice when two runs overlap', async () => {
    const { store } = await storeWith(3);
    const slow = (name: string) =>
      channel(name, () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 5)));
    const telegram = slow('telegram');
    const email = slow('email');
    const channels = [telegram.channel, email.channel];
    await Promise.all([
      notifyPending(store, channels, () => now),
      notifyPending(store, channels, () => now),
    ]);
    expect(telegram.sent).toHaveLength(3);
    expect(email.sent).toHaveLength(3);
  });

  it('sends nothing twice when two runs overlap a retry after a partial failure', async () => {
    const { store } = await storeWith(2);
    const telegram = channel('telegram', () => true);
    let emailUp = false;
    const email = channel(
      'email',
      () => new Promise<boolean>((resolve) => setTimeout(() => resolve(emailUp), 5)),
    );
    const channels = [telegram.channel, email.channel];
    await notifyPending(store, channels, () => now);
    emailUp = true;
    await Promise.all([
      notifyPending(store, channels, () => later()),
      notifyPending(store, channels, () => later()),
    ]);
    expect(telegram.sent).toHaveLength(2);
    expect(email.sent).toHaveLength(4);
  });

  it('leaves a notification another run is sending alone until its claim lapses', async () => {
    const { store } = await storeWith(1);
    const first = await store.unnotified(10, maxNotifyAttempts, now.toISOString());
    expect(await store.claim(first[0]!.reference, now.toISOString(), now.toISOString())).toBe(true);
    const telegram = channel('telegram', () => true);
    expect(await notifyPending(store, [telegram.channel], () => now)).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await notifyPending(store, [telegram.channel], () => later())).toEqual({
      sent: 1,
      failed: 0,
    });
  });

  it('gives up after the maximum number of attempts', async () => {
    const { store, rows } = await storeWith(1);
    rows[0]!.notifyAttempts = maxNotifyAttempts;
    const telegram = channel('telegram', () => true);
    expect(await notifyPending(store, [telegram.channel], () => now)).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(telegram.send).not.toHaveBeenCalled();
  });
});
