/** @jest-environment node */
import { claimLeaseMs, maxNotifyAttempts, type Channel } from '@/worker/notify';
import {
  notifyRefusals,
  publishMaintenance,
  publishNotifier,
  publishRetentionDays,
} from '@/worker/publish-notify';
import type { PublishReport } from '@/worker/publish-report';
import type { RefusalInput } from '@/worker/publish-text';
import { maintenance } from '@/worker/wiring';
import { loopback } from '../tests/support/worker/loopback';
import { memoryPublishStore } from '../tests/support/worker/memory-publish-store';
import { memoryStore } from '../tests/support/worker/memory-store';

const now = new Date('2027-05-31T10:00:00Z');
const later = (ms = claimLeaseMs + 1) => new Date(now.getTime() + ms);
const inbox = 'https://shop.example.ge/gps-app/admin/requests/';

const report = (run: string, state: PublishReport['state']): PublishReport => ({
  run,
  state,
  commit: 'abcdef1234567890',
  message: 'Update offer spring-sale',
  committedAt: null,
  problems:
    state === 'refused'
      ? [{ file: 'content/offers/spring-sale.yaml', line: 12, message: 'is not a date' }]
      : [],
  problemCount: state === 'refused' ? 1 : 0,
});

function channel(name: string, answer: () => boolean = () => true) {
  const sent: RefusalInput[] = [];
  const send = jest.fn(async (input: RefusalInput) => {
    sent.push(input);
    return answer();
  });
  return { channel: { name, send } satisfies Channel<RefusalInput>, sent, send };
}

describe('telling the dealer of a refused publish', () => {
  it('sends a refusal once, with its problems and the inbox, however often it is reported', async () => {
    const { store, rows } = memoryPublishStore();
    await store.record(report('1-1', 'refused'), now.toISOString());
    await store.record(report('1-1', 'refused'), now.toISOString());
    const telegram = channel('telegram');
    expect(await notifyRefusals(store, [telegram.channel], () => now, inbox)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await notifyRefusals(store, [telegram.channel], later, inbox)).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(telegram.sent).toEqual([
      {
        run: '1-1',
        commit: 'abcdef1234567890',
        message: 'Update offer spring-sale',
        problems: report('1-1', 'refused').problems,
        problemCount: 1,
        inboxUrl: inbox,
      },
    ]);
    expect(rows[0]!.notifiedAt).toBe(now.toISOString());
  });

  it('never notifies a run that is being published or went live', async () => {
    const { store } = memoryPublishStore();
    await store.record(report('1-1', 'started'), now.toISOString());
    await store.record(report('2-1', 'live'), now.toISOString());
    const telegram = channel('telegram');
    await notifyRefusals(store, [telegram.channel], () => now);
    expect(telegram.send).not.toHaveBeenCalled();
  });

  it('retries only the channel that failed, and leaves a claimed refusal to its run', async () => {
    const { store } = memoryPublishStore();
    await store.record(report('1-1', 'refused'), now.toISOString());
    const telegram = channel('telegram');
    let emailUp = false;
    const email = channel('email', () => emailUp);
    const channels = [telegram.channel, email.channel];
    expect(await notifyRefusals(store, channels, () => now)).toEqual({ sent: 0, failed: 1 });
    emailUp = true;
    expect(await notifyRefusals(store, channels, later)).toEqual({ sent: 1, failed: 0 });
    expect([telegram.send.mock.calls.length, email.send.mock.calls.length]).toEqual([1, 2]);

    await store.record(report('2-1', 'refused'), now.toISOString());
    await store.claim('2-1', now.toISOString(), new Date(0).toISOString());
    expect(await notifyRefusals(store, channels, () => now)).toEqual({ sent: 0, failed: 0 });
  });

  it('stops after the attempts allowed, and drops a refusal a later run fixed', async () => {
    const { store } = memoryPublishStore();
    await store.record(report('1-1', 'refused'), now.toISOString());
    const down = channel('telegram', () => false);
    for (let i = 0; i < maxNotifyAttempts + 2; i += 1)
      await notifyRefusals(store, [down.channel], () => later(i * (claimLeaseMs + 1)));
    expect(down.send).toHaveBeenCalledTimes(maxNotifyAttempts);

    const fixed = memoryPublishStore();
    await fixed.store.record(report('1-1', 'refused'), now.toISOString());
    await fixed.store.record(report('2-1', 'live'), later().toISOString());
    expect(await fixed.store.unnotified(10, maxNotifyAttempts, later().toISOString())).toEqual([]);
  });

  it('goes through the requests’ channels: Telegram when configured, else the console', async () => {
    const env = { DB: {} as D1Database };
    expect(publishNotifier(env).map((c) => c.name)).toEqual(['console']);
    const bot = await loopback(() => ({ status: 200, body: { ok: true, result: {} } }));
    try {
      const [telegram] = publishNotifier({
        ...env,
        TELEGRAM_BOT_TOKEN: '1:a',
        TELEGRAM_CHAT_ID: '5',
        TELEGRAM_API_BASE: bot.base,
      });
      const input = { ...report('1-1', 'refused'), inboxUrl: inbox };
      expect(await telegram!.send(input)).toBe(true);
      const body = JSON.parse(bot.received[0]!.body) as { text: string; parse_mode: string };
      expect(body.parse_mode).toBe('HTML');
      expect(body.text.startsWith('⛔ <b>საიტი არ გამოქვეყნდა</b>')).toBe(true);
      expect(body.text).toContain('content/offers/spring-sale.yaml');
    } finally {
      await bot.close();
    }
  });
});

describe('the maintenance', () => {
  it('retries refusals and deletes runs past retention, beside the requests’ work', async () => {
    const publish = memoryPublishStore();
    // The maintenance reads the clock.
    const today = Date.now();
    const old = new Date(today - (publishRetentionDays + 1) * 86_400_000);
    await publish.store.record(report('1-1', 'live'), old.toISOString());
    await publish.store.record(report('2-1', 'refused'), new Date(today).toISOString());
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const result = await maintenance(
      { DB: {} as D1Database },
      memoryStore().store,
      'https://shop.example.ge',
      publish.store,
    );
    log.mockRestore();
    expect(result).toMatchObject({ refusalsSent: 1, refusalsFailed: 0, runsDeleted: 1 });
    expect(publish.rows.map((row) => row.run)).toEqual(['2-1']);
  });

  it('keeps going when the publishing table fails', async () => {
    const { store } = memoryPublishStore();
    store.unnotified = async () => {
      throw new Error('no such table: publish_runs');
    };
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await publishMaintenance(store, [], now)).toEqual({});
    quiet.mockRestore();
  });
});
