/** @jest-environment node */
import { sendTelegram } from '@/worker/telegram';

function stubFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('Telegram sendMessage', () => {
  it('posts the text to the chat with HTML parse mode and reports success', async () => {
    const { fetch, calls } = stubFetch(() => Response.json({ ok: true, result: {} }));
    const sent = await sendTelegram({ token: '123:abc', chatId: '-100200', fetch }, '<b>Q</b>');
    expect(sent).toBe(true);
    expect(calls[0]?.url).toBe('https://api.telegram.org/bot123:abc/sendMessage');
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({
      chat_id: '-100200',
      text: '<b>Q</b>',
      parse_mode: 'HTML',
    });
  });

  it('goes to the overridden API base', async () => {
    const { fetch, calls } = stubFetch(() => Response.json({ ok: true }));
    await sendTelegram({ token: 't', chatId: '1', base: 'http://127.0.0.1:9101/', fetch }, 'x');
    expect(calls[0]?.url).toBe('http://127.0.0.1:9101/bott/sendMessage');
  });

  it('reports failure, never throws, when Telegram refuses or cannot be reached', async () => {
    const refused = stubFetch(() =>
      Response.json({ ok: false, description: 'chat not found' }, { status: 400 }),
    );
    expect(await sendTelegram({ token: 't', chatId: '1', fetch: refused.fetch }, 'x')).toBe(false);
    const notOk = stubFetch(() => Response.json({ ok: false }));
    expect(await sendTelegram({ token: 't', chatId: '1', fetch: notOk.fetch }, 'x')).toBe(false);
    const down = stubFetch(() => Promise.reject(new TypeError('network')));
    expect(await sendTelegram({ token: 't', chatId: '1', fetch: down.fetch }, 'x')).toBe(false);
  });
});
