/** @jest-environment node */
import { emailList, sendEmail, type EmailTarget } from '@/worker/email';
import { loopback, type Answer } from '../tests/support/worker/loopback';

const message = { subject: 'Quote request Q-2611-0042 — Nino', text: 'Name: Nino\n🔗 link' };

async function withStub(answer: Answer, run: (base: string) => Promise<void>) {
  const stub = await loopback(answer);
  try {
    await run(stub.base);
  } finally {
    await stub.close();
  }
  return stub.received;
}

const target = (base: string): EmailTarget => ({
  key: 're_test_key',
  from: 'Shop <notify@example.ge>',
  to: ['dealer@example.ge', 'office@example.ge'],
  base: `${base}/`,
});

describe('e-mail through Resend’s API', () => {
  it('posts from, to, subject and text with the key, and reports the accepted e-mail', async () => {
    let sent: boolean | undefined;
    const received = await withStub(
      () => ({ status: 200, body: { id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' } }),
      async (base) => {
        sent = await sendEmail(target(base), message);
      },
    );
    expect(sent).toBe(true);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/emails' });
    expect(request!.headers.authorization).toBe('Bearer re_test_key');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['idempotency-key']).toBeUndefined();
    expect(JSON.parse(request!.body)).toEqual({
      from: 'Shop <notify@example.ge>',
      to: ['dealer@example.ge', 'office@example.ge'],
      subject: message.subject,
      text: message.text,
    });
  });

  it('sends an idempotency key that changes with the content', async () => {
    const received = await withStub(
      () => ({ status: 200, body: { id: 'x' } }),
      async (base) => {
        await sendEmail(target(base), { ...message, idempotencyKey: 'request/Q-2611-0042' });
        await sendEmail(target(base), { ...message, idempotencyKey: 'request/Q-2611-0042' });
        await sendEmail(target(base), {
          ...message,
          text: 'other',
          idempotencyKey: 'request/Q-2611-0042',
        });
      },
    );
    const keys = received.map((request) => String(request.headers['idempotency-key']));
    expect(keys[0]).toMatch(/^request\/Q-2611-0042\/[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('reports failure, never throws, when Resend refuses, answers oddly or cannot be reached', async () => {
    const answers: ReturnType<Answer>[] = [
      { status: 401, body: { statusCode: 401, name: 'missing_api_key', message: 'no' } },
      { status: 422, body: { name: 'validation_error' } },
      { status: 409, body: { name: 'concurrent_idempotent_requests' } },
      { status: 500, body: 'not json' },
      { status: 200, body: 'not json' },
      { status: 200, body: { id: '' } },
      { status: 200, body: null },
    ];
    const outcomes: boolean[] = [];
    await withStub(
      () => answers[outcomes.length]!,
      async (base) => {
        for (let i = 0; i < answers.length; i += 1) {
          outcomes.push(await sendEmail(target(base), message));
        }
      },
    );
    expect(outcomes).toEqual(answers.map(() => false));
    const closed = await loopback(() => ({ status: 200, body: { id: 'x' } }));
    await closed.close();
    expect(await sendEmail(target(closed.base), message)).toBe(false);
  });

  it('gives up after its 10-second timeout', async () => {
    // The real abort path, with the 10 s the sender asks for shortened to 50 ms.
    const realTimeout = AbortSignal.timeout.bind(AbortSignal);
    const timeout = jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => realTimeout(50));
    try {
      let outcome: boolean | undefined;
      const started = Date.now();
      await withStub(
        () => ({ status: 200, body: { id: 'late' }, delayMs: 1_500 }),
        async (base) => {
          outcome = await sendEmail(target(base), message);
        },
      );
      expect(outcome).toBe(false);
      expect(timeout).toHaveBeenCalledWith(10_000);
      expect(Date.now() - started).toBeLessThan(1_400);
    } finally {
      timeout.mockRestore();
    }
  });

  it('reads EMAIL_TO as a comma-separated list', () => {
    expect(emailList(' a@x.ge, ,b@x.ge ,')).toEqual(['a@x.ge', 'b@x.ge']);
    expect(emailList(undefined)).toEqual([]);
  });
});
