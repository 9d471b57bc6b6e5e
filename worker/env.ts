/**
 * The Worker's bindings (wrangler.jsonc, typed by `wrangler types`) and variables (docs/requests.md
 * lists how to set each). Only DB is required: without Telegram or e-mail keys notifications go to
 * the console, without Turnstile keys that check is off.
 */
type Variable =
  | 'SITE_ORIGIN'
  // Set only by `npm start` (wrangler dev --var), never in wrangler.jsonc (worker/index.ts inboxAccess).
  | 'INBOX_LOCAL_SIGN_IN'
  | 'TELEGRAM_BOT_TOKEN'
  | 'TELEGRAM_CHAT_ID'
  | 'TELEGRAM_API_BASE'
  | 'EMAIL_API_KEY'
  | 'EMAIL_FROM'
  | 'EMAIL_TO'
  | 'EMAIL_API_BASE'
  | 'NOTIFY_LANGUAGE'
  | 'TURNSTILE_SECRET_KEY'
  | 'TURNSTILE_API_BASE'
  | 'ACCESS_TEAM_DOMAIN'
  | 'ACCESS_AUD'
  | 'ACCESS_CERTS_URL'
  | 'PUBLISH_STATUS_TOKEN'
  | 'RETENTION_MONTHS'
  | 'RATE_LIMIT_PER_HOUR'
  | 'MIN_FILL_SECONDS';

export type RequestsEnv = Pick<Env, 'DB'> &
  Partial<Pick<Env, 'PHOTOS'> & { ASSETS: Pick<Fetcher, 'fetch'> } & Record<Variable, string>>;

/** A whole number ≥ `min` from a variable, else the default (a typo never disables a limit). */
export function numberSetting(value: string | undefined, fallback: number, min = 1): number {
  const number = Number(value?.trim());
  return value?.trim() && Number.isInteger(number) && number >= min ? number : fallback;
}

export const isSet = (value: string | undefined): value is string => Boolean(value?.trim());
