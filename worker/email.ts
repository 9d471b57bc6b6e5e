import { sha256Hex } from './digest';

/**
 * E-mail through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email):
 * true only when Resend answered with the e-mail's id; never throws. The Idempotency-Key makes a
 * retry whose answer was lost no second e-mail; it ends with a digest of the body, so an e-mail
 * whose content or addresses changed is a new one, not a 409.
 */
export const defaultEmailBase = 'https://api.resend.com';
export const emailTimeoutMs = 10_000;

export interface EmailTarget {
  key: string;
  /** "Shop <notify@example.ge>", an address of a domain verified with Resend. */
  from: string;
  to: readonly string[];
  base?: string;
  fetch?: typeof fetch;
}

export interface EmailMessage {
  subject: string;
  text: string;
  html?: string;
  idempotencyKey?: string;
}

/** EMAIL_TO's addresses: comma-separated, blanks left out. */
export const emailList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);

export async function sendEmail(target: EmailTarget, message: EmailMessage): Promise<boolean> {
  const base = (target.base || defaultEmailBase).replace(/\/+$/, '');
  const headers: Record<string, string> = {
    Authorization: `Bearer ${target.key}`,
    'Content-Type': 'application/json',
  };
  const body = JSON.stringify({
    from: target.from,
    to: [...target.to],
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
  });
  try {
    if (message.idempotencyKey) {
      headers['Idempotency-Key'] =
        `${message.idempotencyKey.slice(0, 150)}/${(await sha256Hex(body)).slice(0, 32)}`;
    }
    const response = await (target.fetch ?? fetch)(`${base}/emails`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(emailTimeoutMs),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { id?: unknown } | null;
    return typeof answer?.id === 'string' && answer.id !== '';
  } catch {
    return false;
  }
}
