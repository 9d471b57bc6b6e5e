/** @jest-environment node */
import { maxBodyBytes } from '@/worker/body';
import type { RequestStore } from '@/worker/store';
import { handleSubmit, type SubmitDeps } from '@/worker/submit';
import {
  contactBody,
  meterBody,
  quoteBody,
  serviceBody,
} from '../tests/support/worker/form-payloads';
import { memoryStore } from '../tests/support/worker/memory-store';

const now = new Date('2026-11-25T10:00:00Z');
const url = 'http://127.0.0.1/gps-app/api/requests';

function setup(overrides: Partial<SubmitDeps> = {}) {
  const memory = memoryStore();
  const afterStored = jest.fn();
  const deps: SubmitDeps = {
    store: memory.store,
    now: () => now,
    // The catalogue's ids (their names do not matter here).
    productNames: async () =>
      new Map([
        ['mono-printer-p3030', []],
        ['colour-mfp-c3030', []],
      ]),
    afterStored,
    rateLimitPerHour: 10,
    minFillSeconds: 3,
    ...overrides,
  };
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    handleSubmit(
      new Request(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'CF-Connecting-IP': '203.0.113.7',
          ...headers,
        },
        body: JSON.stringify(body),
      }),
      deps,
    );
  const sendForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    handleSubmit(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      }),
      deps,
    );
  return { ...memory, afterStored, send, sendForm };
}

describe('POST /gps-app/api/requests', () => {
  it('stores each kind of request and answers with its reference', async () => {
    const { send, rows, afterStored } = setup();
    const answers = [];
    for (const body of [contactBody(), quoteBody(), serviceBody(), meterBody()]) {
      const response = await send(body);
      expect(response.status).toBe(201);
      answers.push(((await response.json()) as { reference: string }).reference);
    }
    expect(answers).toEqual(['C-2611-0001', 'Q-2611-0002', 'S-2611-0003', 'M-2611-0004']);
    expect(rows.map((row) => row.kind)).toEqual(['contact', 'quote', 'service', 'meter']);
    expect(rows[1]?.payload.items).toEqual([{ id: 'mono-printer-p3030', quantity: 2 }]);
    // A name the page sent is never stored: the catalogue's is, where it can be read.
    const named = setup({ productNames: async () => new Map([['mono-printer-p3030', ['P3030']]]) });
    await named.send({
      ...quoteBody('named-0000000001'),
      items: [{ id: 'mono-printer-p3030', quantity: 1, name: '<b>Free</b>' }],
    });
    expect(named.rows[0]?.payload.items).toEqual([
      { id: 'mono-printer-p3030', quantity: 1, name: 'P3030' },
    ]);
    // Only the fields the form defines: no "<field>Label" words the visitor's browser sent.
    expect(Object.keys(rows[0]?.payload ?? {}).filter((key) => key.endsWith('Label'))).toEqual([]);
    expect(afterStored).toHaveBeenCalledTimes(4);
  });

  it('stores a retried message once and answers with the first reference', async () => {
    const { send, rows, afterStored } = setup();
    const first = await send(quoteBody('same-id-1234567890'));
    const retry = await send(quoteBody('same-id-1234567890'));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ reference: 'Q-2611-0001', duplicate: true });
    expect(rows).toHaveLength(1);
    expect(afterStored).toHaveBeenCalledTimes(1);
  });

  it('stores nothing from a filled honeypot or a form sent too fast', async () => {
    const { send, rows } = setup();
    const bot = await send({ ...contactBody(), website: 'http://spam.example' });
    expect(bot.status).toBe(400);
    expect(await bot.json()).toEqual({ errors: { website: 'filled' } });
    const fast = await send({ ...contactBody(), startedAt: now.getTime() - 500 });
    expect(await fast.json()).toEqual({ errors: { startedAt: 'tooFast' } });
    const human = await send({ ...contactBody(), website: '', startedAt: now.getTime() - 60_000 });
    expect(human.status).toBe(201);
    expect(rows).toHaveLength(1);
  });

  it('answers 400 with the field errors, and stores nothing', async () => {
    const { send, rows } = setup();
    const bad = await send({ ...serviceBody(), serial: '!', kind: 'service' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { serial: 'invalid' } });
    const unknownKind = await send({ ...contactBody(), kind: 'pizza' });
    expect(await unknownKind.json()).toEqual({ errors: { kind: 'unknown' } });
    const notInCatalogue = await send(quoteBody(undefined, ['mono-printer-p3030', 'gone-product']));
    expect(notInCatalogue.status).toBe(400);
    expect(await notInCatalogue.json()).toEqual({ errors: { 'items.1.id': 'unknown' } });
    const noId = await send({ ...contactBody(), submissionId: undefined });
    expect(await noId.json()).toEqual({ errors: { submissionId: 'required' } });
    const badId = await send({ ...contactBody(), submissionId: '../../etc' });
    expect(await badId.json()).toEqual({ errors: { submissionId: 'invalid' } });
    expect(rows).toHaveLength(0);
  });

  it('accepts products when the catalogue cannot be read (a request is never lost to it)', async () => {
    const { send } = setup({ productNames: async () => null });
    expect((await send(quoteBody(undefined, ['any-product']))).status).toBe(201);
  });

  it('refuses a body over the size limit with 413', async () => {
    const { send, rows } = setup();
    const response = await send({ ...contactBody(), message: 'x'.repeat(maxBodyBytes) });
    expect(response.status).toBe(413);
    expect(rows).toHaveLength(0);
  });

  it('limits one address per hour, not counting retries of a stored message', async () => {
    const { send } = setup({ rateLimitPerHour: 2 });
    expect((await send(contactBody('id-one-1234567890'))).status).toBe(201);
    expect((await send(contactBody('id-one-1234567890'))).status).toBe(200);
    expect((await send(contactBody('id-two-1234567890'))).status).toBe(201);
    const limited = await send(contactBody('id-three-1234567890'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('3600');
    const elsewhere = await send(contactBody('id-four-1234567890'), {
      'CF-Connecting-IP': '198.51.100.1',
    });
    expect(elsewhere.status).toBe(201);
  });

  it('answers 503 when the database fails or is not bound, so the form keeps the text', async () => {
    const failing = memoryStore().store;
    const broken: RequestStore = {
      ...failing,
      insert: async () => {
        throw new Error('D1_ERROR: database unavailable');
      },
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { send } = setup({ store: broken });
    expect((await send(contactBody())).status).toBe(503);
    const unbound = setup({ store: null });
    expect((await unbound.send(contactBody())).status).toBe(503);
  });

  it('checks Turnstile when it is on', async () => {
    const turnstile = jest.fn(async (token: unknown): Promise<'ok' | 'rejected'> =>
      token === 'good' ? 'ok' : 'rejected',
    );
    const { send } = setup({ turnstile });
    const refused = await send(contactBody('t-one-1234567890'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: { 'cf-turnstile-response': 'rejected' } });
    const accepted = await send({
      ...contactBody('t-two-1234567890'),
      'cf-turnstile-response': 'good',
    });
    expect(accepted.status).toBe(201);
    expect(turnstile).toHaveBeenLastCalledWith('good', '203.0.113.7');
    const down = setup({ turnstile: async () => 'unavailable' as const });
    expect((await down.send(contactBody())).status).toBe(503);
  });

  describe('a plain form post (no JavaScript)', () => {
    const serviceFields = () => {
      // What the form's own fields post: no submission id, no catalogue id (the script adds those).
      const fields: Record<string, string> = { ...serviceBody() };
      delete fields.productId;
      delete fields.submissionId;
      return fields;
    };

    it('is stored once and sent on to the success page with the reference', async () => {
      const { sendForm, rows } = setup();
      const response = await sendForm(serviceFields());
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(
        '/gps-app/en/requests/sent/?ref=S-2611-0001&kind=service',
      );
      const doubleClick = await sendForm(serviceFields());
      expect(doubleClick.headers.get('Location')).toContain('ref=S-2611-0001');
      expect(rows).toHaveLength(1);
    });

    it('reads a quote typed as lines (no list without JavaScript) against the catalogue', async () => {
      const productNames = async () =>
        new Map([
          ['mono-printer-p3030', ['HP LaserJet P3030']],
          ['colour-mfp-c3030', ['Canon imageRUNNER C3030']],
          ['paper-a4', ['Paper A4']],
        ]);
      const { sendForm, rows } = setup({ productNames });
      const quote = {
        kind: 'quote',
        locale: 'ka',
        lines: 'P3030, 2\r\nCanon imageRUNNER C3030\r\npaper-a4 x10',
        name: 'Nino',
        email: 'nino@example.ge',
        phone: '',
        company: '',
        note: '',
        website: '',
      };
      const response = await sendForm(quote);
      expect(response.headers.get('Location')).toBe(
        '/gps-app/ka/requests/sent/?ref=Q-2611-0001&kind=quote',
      );
      // Each line named by the catalogue, for the dealer's notification and downloads.
      expect(rows[0]?.payload.items).toEqual([
        { id: 'mono-printer-p3030', quantity: 2, name: 'HP LaserJet P3030' },
        { id: 'colour-mfp-c3030', quantity: 1, name: 'Canon imageRUNNER C3030' },
        { id: 'paper-a4', quantity: 10, name: 'Paper A4' },
      ]);
      const unknown = await sendForm({ ...quote, lines: 'P3030, 2\nTeapot' });
      expect(unknown.headers.get('Location')).toBe(
        '/gps-app/ka/requests/failed/?reason=invalid&fields=lines.1',
      );
      // Without the catalogue the lines cannot be read: "try again", nothing stored half-read.
      const offline = setup({ productNames: async () => null });
      expect((await offline.sendForm(quote)).headers.get('Location')).toBe(
        '/gps-app/ka/requests/failed/?reason=unavailable',
      );
      expect(rows).toHaveLength(1);
      expect(offline.rows).toHaveLength(0);
    });

    it('is sent to the failure page naming the fields', async () => {
      const { sendForm, rows } = setup();
      const response = await sendForm({ ...serviceFields(), name: '', phone: 'abc' });
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(
        '/gps-app/en/requests/failed/?reason=invalid&fields=name%2Cphone',
      );
      const spam = await sendForm({ ...serviceFields(), website: 'x' });
      expect(spam.headers.get('Location')).toBe(
        '/gps-app/en/requests/failed/?reason=spam&fields=website',
      );
      expect(rows).toHaveLength(0);
    });

    it('goes to the failure page when it is too large to read', async () => {
      const { sendForm } = setup();
      const response = await sendForm({ message: 'x'.repeat(maxBodyBytes) });
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(
        '/gps-app/ka/requests/failed/?reason=tooLarge&fields=body',
      );
    });
  });
});
