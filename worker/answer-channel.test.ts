/** @jest-environment node */
import fc from 'fast-check';
import en from '@/messages/customer-email/en.json';
import ka from '@/messages/customer-email/ka.json';
import type { AnswerTexts, AnswerTextsByLocale } from '@/lib/request-answers';
import { answerChannel, readAnswerTexts } from '@/worker/answer-channel';
import type { EmailMessage } from '@/worker/email';
import { requestKinds } from '@/worker/kinds';
import { claimLeaseMs, notifyPending, type NotifyChannel } from '@/worker/notify';
import type { NotifyInput } from '@/worker/notify-text';
import { handleSubmit } from '@/worker/submit';
import { kindFields } from '@/worker/validate';
import { contactBody, meterBody, serviceBody } from '../tests/support/worker/form-payloads';
import { memoryStore } from '../tests/support/worker/memory-store';

const now = new Date('2026-11-25T10:00:00Z');
const textsIn = (language: string): AnswerTexts => ({
  company: `Shop (${language})`,
  phone: '+995 32 200 00 00',
  email: 'info@shop.example',
  next: Object.fromEntries(requestKinds.map((kind) => [kind, `${kind} next (${language})`])),
});
const allTexts: AnswerTextsByLocale = { ka: textsIn('ka'), en: textsIn('en') };

/** The channel over a memory store, a provider that answers as told, and texts that may be missing. */
function setup() {
  const memory = memoryStore();
  const sent: { to: string; message: EmailMessage }[] = [];
  const state = { texts: allTexts as AnswerTextsByLocale | null, providerUp: true, now };
  const channel = answerChannel({
    texts: async () => state.texts,
    claim: (key, day, reference) => memory.store.claimAnswer(key, day, reference),
    send: async (to, message) => {
      if (!state.providerUp) return false;
      sent.push({ to, message });
      return true;
    },
    now: () => state.now,
  });
  const dealer: NotifyChannel = { name: 'telegram', send: jest.fn(async () => true) };
  const insert = (submissionId: string, payload: Record<string, unknown>, kind = 'contact') =>
    memory.store.insert({
      kind: kind as NotifyInput['kind'],
      month: '2611',
      submissionId,
      payload,
      createdAt: state.now.toISOString(),
    });
  const run = () => notifyPending(memory.store, [dealer, channel], () => state.now);
  return { ...memory, sent, state, channel, dealer, insert, run };
}

const later = (ms: number) => new Date(now.getTime() + ms);

describe('the customer’s e-mail as a notification channel', () => {
  it('is done at once, sending nothing, for a request without a usable address', async () => {
    const { insert, run, sent, rows } = setup();
    await insert('no-email', { name: 'Levan', email: '' });
    await insert('bad-email', { name: 'Levan', email: 'Levan <levan@example.ge>' });
    expect(await run()).toEqual({ sent: 2, failed: 0 });
    expect(sent).toEqual([]);
    expect(rows.every((row) => row.notifiedChannels.includes('customer'))).toBe(true);
  });

  it('goes to the address given, in the language of the page the form was on', async () => {
    const { insert, run, sent } = setup();
    await insert('from-en', {
      email: 'nino@example.ge',
      page: 'https://x.ge/gps-app/en/contacts/',
    });
    await insert('from-ka', { email: 'tamar@example.ge', locale: 'ka' }, 'meter');
    await insert('stated-en', { email: 'levan@example.ge', locale: 'en', page: '/gps-app/ka/' });
    expect(await run()).toEqual({ sent: 3, failed: 0 });
    expect(sent.map(({ to, message }) => [to, message.subject])).toEqual([
      ['nino@example.ge', en.subject.replace('{reference}', 'C-2611-0001')],
      ['tamar@example.ge', ka.subject.replace('{reference}', 'M-2611-0002')],
      ['levan@example.ge', en.subject.replace('{reference}', 'C-2611-0003')],
    ]);
    expect(sent[1]!.message.text).toContain('meter next (ka)');
    expect(sent[0]!.message.text).toContain('contact next (en)');
  });

  it('waits while the dealer’s words cannot be read, then goes out with a later run, once', async () => {
    const { insert, run, sent, rows, state, dealer } = setup();
    await insert('waits', { email: 'nino@example.ge' });
    state.texts = null;
    expect(await run()).toEqual({ sent: 0, failed: 1 });
    expect(sent).toEqual([]);
    expect(rows[0]).toMatchObject({ notifiedAt: null, notifiedChannels: ['telegram'] });
    state.texts = allTexts;
    state.now = later(claimLeaseMs + 1);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((s) => s.to)).toEqual(['nino@example.ge']);
    expect(dealer.send).toHaveBeenCalledTimes(1);
  });

  it('is retried after the provider failed, the day’s claim kept for the same request', async () => {
    const { insert, run, sent, state } = setup();
    await insert('retried', { email: 'nino@example.ge' });
    state.providerUp = false;
    expect(await run()).toEqual({ sent: 0, failed: 1 });
    state.providerUp = true;
    state.now = later(claimLeaseMs + 1);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((s) => s.message.idempotencyKey)).toEqual(['answer/C-2611-0001']);
  });

  it('sends one e-mail a day to a mailbox, however it is spelled; the next day another', async () => {
    const { insert, run, sent, rows, state, answers } = setup();
    await insert('first', { email: 'nino@example.ge' });
    await insert('second', { email: 'Nino+again@Example.GE' }, 'service');
    await insert('other', { email: 'tamar@example.ge' });
    expect(await run()).toEqual({ sent: 3, failed: 0 });
    expect(sent.map((s) => s.to)).toEqual(['nino@example.ge', 'tamar@example.ge']);
    // The skipped one counts as done: the dealer's notification of it is complete.
    expect(rows.every((row) => row.notifiedAt !== null)).toBe(true);
    // Nothing kept names the address.
    expect([...answers.keys()].join(' ')).not.toMatch(/nino|tamar|example/i);
    // After midnight in Tbilisi (20:00 UTC), a new day.
    state.now = new Date('2026-11-25T20:00:00Z');
    await insert('tomorrow', { email: 'nino@example.ge' });
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((s) => s.to)).toEqual([
      'nino@example.ge',
      'tamar@example.ge',
      'nino@example.ge',
    ]);
  });

  it('never carries anything the visitor typed (property)', async () => {
    // Every field a form sends (the address aside, which the e-mail goes to).
    const fields = [...new Set([...Object.values(kindFields).flat(), 'subject'])];
    const typed = fc.dictionary(
      fc.constantFrom(...fields.filter((field) => field !== 'email')),
      fc.string({ minLength: 1 }),
    );
    await fc.assert(
      fc.asyncProperty(
        typed,
        fc.constantFrom(...requestKinds),
        fc.constantFrom('ka', 'en'),
        async (fields, kind, locale) => {
          const messages: EmailMessage[] = [];
          for (const payload of [
            { email: 'nino@example.ge', locale },
            { ...fields, email: 'nino@example.ge', locale },
          ]) {
            const capture = answerChannel({
              texts: async () => allTexts,
              claim: async () => true,
              send: async (_to, message) => (messages.push(message), true),
              now: () => now,
            });
            await capture.send({ kind, reference: 'C-2611-0042', payload });
          }
          // The e-mail is the same whatever else the request held.
          expect(messages[1]).toEqual(messages[0]);
        },
      ),
      { numRuns: 50 },
    );
    const marker = 'MARKER-7f3a';
    const sent: EmailMessage[] = [];
    const capture = answerChannel({
      texts: async () => allTexts,
      claim: async () => true,
      send: async (_to, message) => (sent.push(message), true),
      now: () => now,
    });
    const payload = Object.fromEntries(
      Object.keys({ ...contactBody(), ...serviceBody(), ...meterBody() }).map((key) => [
        key,
        `${marker} ${key}`,
      ]),
    );
    await capture.send({
      kind: 'service',
      reference: 'S-2611-0001',
      payload: { ...payload, email: `${marker.toLowerCase()}@example.ge` },
    });
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0])).not.toMatch(/marker-7f3a/i);
  });
});

describe('requests refused as spam or over the rate limit', () => {
  it('get no e-mail: they are never stored, so no run sees them', async () => {
    const { store, rows } = memoryStore();
    const sent: string[] = [];
    const channel = answerChannel({
      texts: async () => allTexts,
      claim: (key, day, reference) => store.claimAnswer(key, day, reference),
      send: async (to) => (sent.push(to), true),
      now: () => now,
    });
    const runs: Promise<unknown>[] = [];
    const deps = {
      store,
      now: () => now,
      productNames: async () => null,
      afterStored: () => void runs.push(notifyPending(store, [channel], () => now)),
      rateLimitPerHour: 1,
      minFillSeconds: 3,
    };
    const post = (body: unknown) =>
      handleSubmit(
        new Request('http://127.0.0.1/gps-app/api/requests', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.7' },
          body: JSON.stringify(body),
        }),
        deps,
      );
    const honeypot = await post({
      ...contactBody('spam-1234567890'),
      email: 'spam@example.ge',
      website: 'x',
    });
    const tooFast = await post({
      ...contactBody('fast-1234567890'),
      email: 'fast@example.ge',
      startedAt: now.getTime() - 100,
    });
    const accepted = await post({ ...contactBody('ok-1234567890'), email: 'ok@example.ge' });
    const limited = await post({ ...contactBody('limit-1234567890'), email: 'limited@example.ge' });
    expect([honeypot.status, tooFast.status, accepted.status, limited.status]).toEqual([
      400, 400, 201, 429,
    ]);
    await Promise.all(runs);
    await notifyPending(store, [channel], () => later(claimLeaseMs + 1));
    expect(rows).toHaveLength(1);
    expect(sent).toEqual(['ok@example.ge']);
  });
});

describe('the dealer’s words, read from the export', () => {
  const json =
    (body: unknown, status = 200) =>
    async () =>
      Response.json(body, { status });

  it('come from /gps-app/request-answers.json through the assets, kept a few minutes', async () => {
    const fetched: string[] = [];
    const assets = {
      fetch: async (input: Request | string) => {
        fetched.push(new URL(String(input)).pathname);
        return Response.json(allTexts);
      },
    };
    const start = 1_000_000_000;
    expect(await readAnswerTexts(assets, start)).toEqual(allTexts);
    expect(await readAnswerTexts(assets, start + 60_000)).toEqual(allTexts);
    expect(fetched).toEqual(['/gps-app/request-answers.json']);
    expect(await readAnswerTexts(assets, start + 10 * 60_000)).toEqual(allTexts);
    expect(fetched).toHaveLength(2);
  });

  it('are missing when the file is missing, incomplete or no JSON, or there are no assets', async () => {
    const later = 2_000_000_000;
    expect(await readAnswerTexts({ fetch: json({}, 404) }, later)).toBeNull();
    expect(await readAnswerTexts({ fetch: json({ ka: allTexts.ka }) }, later)).toBeNull();
    expect(await readAnswerTexts({ fetch: async () => new Response('<html>') }, later)).toBeNull();
    expect(
      await readAnswerTexts(
        {
          fetch: async () => {
            throw new Error('down');
          },
        },
        later,
      ),
    ).toBeNull();
    expect(await readAnswerTexts(undefined, later)).toBeNull();
  });
});
