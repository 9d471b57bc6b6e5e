/**
 * The Worker's bindings and variables (docs/requests.md lists how to set each).
 * Everything but DB is optional: without Telegram or e-mail keys each notification is printed to
 * the console (requests are still stored and wait in the inbox), without Turnstile keys the check
 * is off.
 */
export interface RequestsEnv {
  DB: D1Database;
  /** Only ever fetched from. */
  ASSETS?: Pick<Fetcher, 'fetch'>;
  /** The photos sent with service requests and meter readings (private; the inbox shows them). */
  PHOTOS?: R2Bucket;
  /** The site's public origin, for the inbox link in notifications sent by the Cron Trigger. */
  SITE_ORIGIN?: string;
  /**
   * Set only by `npm start` (wrangler dev --var): the inbox opens without Access when reached
   * through a loopback host name (worker/inbox-guard.ts). Never in wrangler.jsonc.
   */
  INBOX_LOCAL_SIGN_IN?: string;
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_CHAT_ID?: string;
  /** Tests point this at a loopback stub; default https://api.telegram.org. */
  TELEGRAM_API_BASE?: string;
  /**
   * Resend's API key: with EMAIL_FROM and EMAIL_TO, notifications go by e-mail too; with
   * EMAIL_FROM, a customer who gave an address gets an answer (worker/answer-channel.ts).
   */
  EMAIL_API_KEY?: string;
  /** The sender, an address of a domain verified with Resend: "Shop <notify@example.ge>". */
  EMAIL_FROM?: string;
  /** The dealer's addresses, comma-separated. */
  EMAIL_TO?: string;
  /** Tests point this at a loopback stub; default https://api.resend.com. */
  EMAIL_API_BASE?: string;
  /** The notifications' language: "ka" (default) or "en". */
  NOTIFY_LANGUAGE?: string;
  TURNSTILE_SECRET_KEY?: string;
  /** Tests point this at a stub; default https://challenges.cloudflare.com. */
  TURNSTILE_API_BASE?: string;
  /** e.g. "dealer" for dealer.cloudflareaccess.com (a full host name is accepted too). */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's Audience (AUD) tag. */
  ACCESS_AUD?: string;
  /** Tests point this at a loopback JWKS; default https://<team>.cloudflareaccess.com/cdn-cgi/access/certs. */
  ACCESS_CERTS_URL?: string;
  /**
   * The shared secret of the publishing workflow's reports (POST /gps-app/api/publish-status;
   * GitHub's secret of the same name): at least 32 characters, e.g. `openssl rand -hex 32`.
   * Unset, every report is refused.
   */
  PUBLISH_STATUS_TOKEN?: string;
  RETENTION_MONTHS?: string;
  /** Requests one address may send per hour (default 10). */
  RATE_LIMIT_PER_HOUR?: string;
  /** Seconds a visitor must have spent on the page before sending (default 3). */
  MIN_FILL_SECONDS?: string;
}

/** A whole number ≥ `min` from a variable, else the default (a typo never disables a limit). */
export function numberSetting(value: string | undefined, fallback: number, min = 1): number {
  const number = Number(value?.trim());
  return value?.trim() && Number.isInteger(number) && number >= min ? number : fallback;
}

/** Set and non-empty after trimming. */
export const isSet = (value: string | undefined): value is string => Boolean(value?.trim());
