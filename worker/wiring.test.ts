/** @jest-environment node */
import { notifyPending } from '@/worker/notify';
import { catalogueNames, maintenance, notifier, turnstileCheck } from '@/worker/wiring';
import type { SearchStore } from '@/worker/search-store';
import { fakeBucket, photoBytes } from '../tests/support/worker/fake-bucket';
import { loopback } from '../tests/support/worker/loopback';
import { memoryStore } from '../tests/support/worker/memory-store';

const db = {} as D1Database;
const request = new Request('https://example.ge/gps-app/api/requests', { method: 'POST' });

describe('turning bindings into the endpoint’s parts', () => {
  it('picks the channels the configuration names, else the console', () => {
    const telegram = { TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_CHAT_ID: '5' };
    const email = { EMAIL_API_KEY: 're_1', EMAIL_FROM: 'a@x.ge', EMAIL_TO: 'b@x.ge' };
    const names = (env: object) => notifier({ DB: db, ...env }).map((channel) => channel.name);
    expect(names({})).toEqual(['console']);
    expect(names(telegram)).toEqual(['telegram']);
    // With Resend configured, the customer's e-mail is a channel too.
    expect(names(email)).toEqual(['email', 'customer']);
    expect(names({ ...telegram, ...email })).toEqual(['telegram', 'email', 'customer']);
    // A blank setting is no setting: Telegram needs the bot and the chat, e-mail the key, the
    // sender and an address (the customer's e-mail needs none of the dealer's addresses).
    expect(names({ ...telegram, TELEGRAM_CHAT_ID: ' ' })).toEqual(['console']);
    expect(names({ ...email, EMAIL_API_KEY: ' ' })).toEqual(['console']);
    expect(names({ ...email, EMAIL_FROM: undefined })).toEqual(['console']);
    expect(names({ ...email, EMAIL_TO: ' , ' })).toEqual(['console', 'customer']);
  });

  it('prints each notification when no channel is configured, and counts it as sent', async () => {
    const { store } = memoryStore();
    await store.insert({
      kind: 'contact',
      month: '2611',
      submissionId: 's-1',
      payload: { name: 'Nino\nforged', topic: 'general' },
      createdAt: '2026-11-25T10:00:00.000Z',
    });
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const result = await notifyPending(
        store,
        notifier({ DB: db, NOTIFY_LANGUAGE: 'en' }),
        () => new Date('2026-11-25T10:00:01Z'),
        'https://example.ge/gps-app/admin/requests/',
      );
      expect(result).toEqual({ sent: 1, failed: 0 });
      const printed = String(log.mock.calls[0]?.[0]);
      expect(printed).toContain('✉️ Message C-2611-0001');
      expect(printed).toContain('\nName: Nino forged\n');
      expect(printed).toContain('Topic: General question');
      expect(printed).toContain('🔗 https://example.ge/gps-app/admin/requests/?ref=C-2611-0001');
    } finally {
      log.mockRestore();
    }
  });

  it('sends to Telegram and e-mail, and after an e-mail failure retries only the e-mail', async () => {
    let emailUp = false;
    const telegram = await loopback(() => ({ status: 200, body: { ok: true, result: {} } }));
    const resend = await loopback(() =>
      emailUp ? { status: 200, body: { id: 'e-1' } } : { status: 500, body: { name: 'x' } },
    );
    try {
      const { store, rows } = memoryStore();
      await store.insert({
        kind: 'service',
        month: '2611',
        submissionId: 's-1',
        payload: { name: 'Levan', phone: '+995555000111', problem: 'paper-jam' },
        createdAt: '2026-11-25T10:00:00.000Z',
      });
      const env = {
        DB: db,
        TELEGRAM_BOT_TOKEN: '1:a',
        TELEGRAM_CHAT_ID: '5',
        TELEGRAM_API_BASE: telegram.base,
        EMAIL_API_KEY: 're_1',
        EMAIL_FROM: 'Shop <notify@example.ge>',
        EMAIL_TO: 'dealer@example.ge',
        EMAIL_API_BASE: resend.base,
      };
      expect(await maintenance(env, store, 'https://example.ge')).toMatchObject({
        sent: 0,
        failed: 1,
      });
      expect(rows[0]).toMatchObject({ notifiedAt: null });
      // No e-mail address in the request: the customer's channel is done at once.
      expect([...rows[0]!.notifiedChannels].sort()).toEqual(['customer', 'telegram']);
      emailUp = true;
      expect(await maintenance(env, store, 'https://example.ge')).toMatchObject({
        sent: 1,
        failed: 0,
      });
      expect(telegram.received).toHaveLength(1);
      expect(resend.received).toHaveLength(2);
      const message = JSON.parse(telegram.received[0]!.body) as { text: string };
      expect(message.text).toContain('<b>პრობლემა:</b> ქაღალდი ეჭედება');
      expect(message.text).toMatch(
        /🔗 https:\/\/example\.ge\/.*admin\/requests\/\?ref=S-2611-0001$/,
      );
      const email = JSON.parse(resend.received[1]!.body) as { subject: string; text: string };
      expect(email.subject).toBe('სერვისის მოთხოვნა S-2611-0001 — Levan');
      expect(email.text).toContain('პრობლემა: ქაღალდი ეჭედება');
      expect(await maintenance(env, store, 'https://example.ge')).toMatchObject({
        sent: 0,
        failed: 0,
      });
    } finally {
      await telegram.close();
      await resend.close();
    }
  });

  it('deletes the photos of the requests past retention, and only theirs', async () => {
    const { store } = memoryStore();
    const { bucket, objects } = fakeBucket();
    const stored = async (createdAt: string, submissionId: string) => {
      const { reference } = await store.insert({
        kind: 'service',
        month: createdAt.slice(2, 4) + createdAt.slice(5, 7),
        submissionId,
        payload: {
          name: 'Levan',
          photos: [{ index: 1, name: 'a.jpg', type: 'image/jpeg', size: 64 }],
        },
        createdAt,
      });
      await bucket.put(`${reference}/1`, photoBytes('jpeg'));
      return reference;
    };
    const old = await stored('2020-01-10T10:00:00.000Z', 'old-photo-1');
    const recent = await stored(new Date().toISOString(), 'new-photo-1');
    const env = { DB: {} as D1Database, PHOTOS: bucket };
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await maintenance(env, store, 'https://example.ge')).toMatchObject({ deleted: 1 });
    } finally {
      log.mockRestore();
    }
    expect([...objects.keys()]).toEqual([`${recent}/1`]);
    expect(old).not.toBe(recent);
  });

  it('deletes the searches’ counts past RETENTION_MONTHS with the requests', async () => {
    const pruned: string[] = [];
    const searches = {
      prune: async (day: string) => {
        pruned.push(day);
        return 3;
      },
    } as unknown as SearchStore;
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.useFakeTimers({ now: new Date('2026-11-27T21:00:00Z'), advanceTimers: true });
    try {
      const result = await maintenance(
        { DB: db, RETENTION_MONTHS: '1' },
        memoryStore().store,
        'https://example.ge',
        null,
        searches,
      );
      expect(result).toMatchObject({ searchCountsDeleted: 3 });
    } finally {
      jest.useRealTimers();
      log.mockRestore();
    }
    // A month before 28 November in Tbilisi (21:00 UTC is 01:00 there): the days before the 28th.
    expect(pruned).toEqual(['2026-10-28']);
  });

  it('turns Turnstile on with its secret key only', () => {
    expect(turnstileCheck({ DB: db })).toBeUndefined();
    expect(turnstileCheck({ DB: db, TURNSTILE_SECRET_KEY: 'secret' })).toEqual(
      expect.any(Function),
    );
  });

  it('reads the catalogue from each language’s names.json through the assets', async () => {
    const fetched: string[] = [];
    const assets = {
      fetch: async (input: Request | string) => {
        fetched.push(String(input));
        const ka = String(input).includes('/ka/');
        return Response.json({ names: { 'p-one': ka ? 'ერთი' : 'One', 'p-two': 'Two' } });
      },
    };
    const names = await catalogueNames({ DB: db, ASSETS: assets }, request, 1_000);
    expect([...(names ?? [])]).toEqual([
      ['p-one', ['ერთი', 'One']],
      ['p-two', ['Two', 'Two']],
    ]);
    expect(fetched).toEqual([
      'https://example.ge/gps-app/product-data/ka/names.json',
      'https://example.ge/gps-app/product-data/en/names.json',
    ]);
  });
});
