/** @jest-environment node */
import type { D1Database } from '@/worker/cloudflare';
import { catalogueIds, telegramSender, turnstileCheck } from '@/worker/wiring';

const db = {} as D1Database;
const request = new Request('https://example.ge/gps-app/api/requests', { method: 'POST' });

describe('turning bindings into the endpoint’s parts', () => {
  it('sends to Telegram only with both the bot token and the chat id', () => {
    expect(telegramSender({ DB: db })).toBeNull();
    expect(telegramSender({ DB: db, TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_CHAT_ID: ' ' })).toBeNull();
    expect(telegramSender({ DB: db, TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_CHAT_ID: '5' })).toEqual(
      expect.any(Function),
    );
  });

  it('turns Turnstile on with its secret key only', () => {
    expect(turnstileCheck({ DB: db })).toBeUndefined();
    expect(turnstileCheck({ DB: db, TURNSTILE_SECRET_KEY: 'secret' })).toEqual(
      expect.any(Function),
    );
  });

  it('reads the catalogue ids from the export’s names.json through the assets', async () => {
    const fetched: string[] = [];
    const assets = {
      fetch: async (input: Request | string) => {
        fetched.push(String(input));
        return Response.json({ names: { 'p-one': 'One', 'p-two': 'Two' } });
      },
    };
    const ids = await catalogueIds({ DB: db, ASSETS: assets }, request, 1_000);
    expect([...(ids ?? [])]).toEqual(['p-one', 'p-two']);
    expect(fetched).toEqual(['https://example.ge/gps-app/product-data/ka/names.json']);
  });
});
