import { basePath, defaultLocale, locales } from '@/site.config.mjs';
import { parseProductNames, productNamesPath } from '@/lib/product-data';
import { isSet, numberSetting, type RequestsEnv } from './env';
import { emailList, sendEmail } from './email';
import { notifyPending, type NotifyChannel } from './notify';
import { deletePhotos } from './photos';
import { buildNotification, plainText, telegramText } from './notify-text';
import { notifyLanguage } from './notify-words';
import { rateWindowSeconds, windowStart } from './rate-limit';
import { defaultRetentionMonths, retentionCutoff } from './retention';
import type { CatalogueNames } from './quote-lines';
import { d1Store, type RequestStore } from './store';
import { sendTelegram } from './telegram';
import { verifyTurnstile } from './turnstile';

const inboxPath = `${basePath}/admin/requests/`;

/** The Cloudflare side of the endpoints: bindings and variables turned into their deps. */
export const storeOf = (env: RequestsEnv): RequestStore | null => (env.DB ? d1Store(env.DB) : null);

/** Where the inbox page lives, linked from each notification (a path when no origin is known). */
export const inboxUrl = (origin: string) => (origin ? new URL(inboxPath, origin).href : inboxPath);

// The catalogue's ids, read once per isolate for a few minutes (a deploy starts new isolates).
let catalogue: { ids: ReadonlySet<string>; until: number } | null = null;
const catalogueTtlMs = 5 * 60_000;

/** Product ids from the export's names.json (same ids in every language), via the assets. */
export async function catalogueIds(env: RequestsEnv, request: Request, now: number) {
  if (catalogue && catalogue.until > now) return catalogue.ids;
  if (!env.ASSETS) return null;
  try {
    const url = new URL(productNamesPath(defaultLocale), request.url);
    const response = await env.ASSETS.fetch(url.href);
    if (!response.ok) return null;
    const names = parseProductNames(await response.json());
    const ids = new Set(Object.keys(names));
    if (ids.size === 0) return null;
    catalogue = { ids, until: now + catalogueTtlMs };
    return ids;
  } catch {
    return null;
  }
}

let names: { byId: CatalogueNames; until: number } | null = null;

/**
 * Every product's names (one per language) by id, for quotes typed as lines; null when no
 * language's names.json can be read.
 */
export async function catalogueNames(env: RequestsEnv, request: Request, now: number) {
  if (names && names.until > now) return names.byId;
  if (!env.ASSETS) return null;
  const byId = new Map<string, string[]>();
  for (const locale of locales) {
    try {
      const response = await env.ASSETS.fetch(new URL(productNamesPath(locale), request.url).href);
      if (!response.ok) continue;
      for (const [id, name] of Object.entries(parseProductNames(await response.json()))) {
        byId.set(id, [...(byId.get(id) ?? []), name]);
      }
    } catch {
      // This language's names are missing: match against the others.
    }
  }
  if (byId.size === 0) return null;
  names = { byId, until: now + catalogueTtlMs };
  return byId;
}

/**
 * How the dealer hears of a request: Telegram when its bot is configured, e-mail when Resend is,
 * both when both are; with neither, the console (`npm start` prints each notification where it
 * runs). The notifications are in NOTIFY_LANGUAGE (Georgian by default).
 */
export function notifier(env: RequestsEnv): NotifyChannel[] {
  const channels = [telegramSender(env), emailSender(env)].filter(
    (channel): channel is NotifyChannel => channel !== null,
  );
  return channels.length > 0 ? channels : [consoleSender(env)];
}

/** Prints each notification and counts it as sent (no Telegram or e-mail configured). */
export function consoleSender(env: RequestsEnv): NotifyChannel {
  const language = notifyLanguage(env.NOTIFY_LANGUAGE);
  return {
    name: 'console',
    send: async (request) => {
      console.log(
        `New request (no Telegram or e-mail configured):\n${plainText(buildNotification(request, language))}`,
      );
      return true;
    },
  };
}

/** The Telegram channel, or null when the bot is not configured. */
export function telegramSender(env: RequestsEnv): NotifyChannel | null {
  if (!isSet(env.TELEGRAM_BOT_TOKEN) || !isSet(env.TELEGRAM_CHAT_ID)) return null;
  const target = {
    token: env.TELEGRAM_BOT_TOKEN.trim(),
    chatId: env.TELEGRAM_CHAT_ID.trim(),
    base: env.TELEGRAM_API_BASE,
  };
  const language = notifyLanguage(env.NOTIFY_LANGUAGE);
  return {
    name: 'telegram',
    send: (request) => sendTelegram(target, telegramText(buildNotification(request, language))),
  };
}

/** The e-mail channel (Resend), or null without its key, sender and at least one address. */
export function emailSender(env: RequestsEnv): NotifyChannel | null {
  const to = emailList(env.EMAIL_TO);
  if (!isSet(env.EMAIL_API_KEY) || !isSet(env.EMAIL_FROM) || to.length === 0) return null;
  const target = {
    key: env.EMAIL_API_KEY.trim(),
    from: env.EMAIL_FROM.trim(),
    to,
    base: env.EMAIL_API_BASE?.trim(),
  };
  const language = notifyLanguage(env.NOTIFY_LANGUAGE);
  return {
    name: 'email',
    send: (request) => {
      const notification = buildNotification(request, language);
      return sendEmail(target, {
        subject: notification.subject,
        text: plainText(notification),
        idempotencyKey: `request/${notification.reference}`,
      });
    },
  };
}

export function turnstileCheck(env: RequestsEnv) {
  if (!isSet(env.TURNSTILE_SECRET_KEY)) return undefined;
  const secret = env.TURNSTILE_SECRET_KEY.trim();
  return (token: unknown, ip: string | null) =>
    verifyTurnstile(token, { secret, ip, base: env.TURNSTILE_API_BASE });
}

/** Retries notifications and deletes what is past retention (the maintenance endpoint). */
export async function maintenance(env: RequestsEnv, store: RequestStore, origin: string) {
  const now = new Date();
  const notified = await notifyPending(store, notifier(env), () => new Date(), inboxUrl(origin));
  const months = numberSetting(env.RETENTION_MONTHS, defaultRetentionMonths);
  const pruned = await store.prune(
    retentionCutoff(now, months),
    windowStart(now) - rateWindowSeconds,
  );
  await deletePhotos(env.PHOTOS, pruned.references);
  return { ...notified, deleted: pruned.requests };
}
