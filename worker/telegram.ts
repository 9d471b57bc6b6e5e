/** Bot API sendMessage: true only when Telegram says the message was sent; never throws. */
export const defaultTelegramBase = 'https://api.telegram.org';

export interface TelegramTarget {
  token: string;
  chatId: string;
  base?: string;
  fetch?: typeof fetch;
}

export async function sendTelegram(target: TelegramTarget, text: string): Promise<boolean> {
  const base = (target.base || defaultTelegramBase).replace(/\/+$/, '');
  try {
    const response = await (target.fetch ?? fetch)(`${base}/bot${target.token}/sendMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        chat_id: target.chatId,
        text,
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { ok?: unknown };
    return answer.ok === true;
  } catch {
    return false;
  }
}
