import { sha256Hex } from './digest';

/**
 * E-mail through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email):
 * `POST {base}/emails` with `{from, to, subject, text}` and `Authorization: Bearer <key>`; a 2xx
 * answer with the e-mail's `id` means it was accepted. Resolves true only then; never throws, so
 * a failure only leaves the channel to the next run.
 *
 * With an idempotency key, the `Idempotency-Key` header
 * (https://resend.com/docs/dashboard/emails/idempotency-keys) makes a retry of an e-mail whose
 * answer was lost (a timeout after Resend accepted it) no second e-mail for 24 hours. The key
 * ends with a digest of the request body, so an e-mail whose content or addresses changed (a
 * fixed EMAIL_FROM) is a new e-mail, not a 409.
 */
export const defaultEmailBase = 'https://api.resend.com';
export const emailTimeoutMs = 10_000;

export interface EmailTarget {
  /** Resend's API key. */
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
  /** e.g. "request/Q-2611-0042": the same key and content within 24 hours send one e-mail. */
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
