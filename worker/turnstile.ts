/** Cloudflare Turnstile, on when TURNSTILE_SECRET_KEY is set: the widget's token confirmed by siteverify. */
export const turnstileField = 'cf-turnstile-response';
export const defaultTurnstileBase = 'https://challenges.cloudflare.com';

export type TurnstileVerdict = 'ok' | 'missing' | 'rejected' | 'unavailable';

export async function verifyTurnstile(
  token: unknown,
  options: { secret: string; ip?: string | null; base?: string; fetch?: typeof fetch },
): Promise<TurnstileVerdict> {
  if (typeof token !== 'string' || !token.trim() || token.length > 2048) return 'missing';
  const body = new FormData();
  body.append('secret', options.secret);
  body.append('response', token);
  if (options.ip) body.append('remoteip', options.ip);
  const base = (options.base || defaultTurnstileBase).replace(/\/+$/, '');
  try {
    const response = await (options.fetch ?? fetch)(`${base}/turnstile/v0/siteverify`, {
      method: 'POST',
      body,
    });
    if (!response.ok) return 'unavailable';
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true ? 'ok' : 'rejected';
  } catch {
    return 'unavailable';
  }
}
