import { basePath, locales } from '@/site.config.mjs';
import { parseProductNames, productNamesPath } from '@/lib/product-data';
import { isSet, numberSetting, type RequestsEnv } from './env';
import { answerChannel, readAnswerTexts } from './answer-channel';
import { answerPruneDay } from './answer-limit';
import { channelsOf, emailProvider, type ChannelWords } from './channels';
import { sendEmail } from './email';
import { notifyPending, type NotifyChannel } from './notify';
import { deletePhotos } from './photos';
import { buildNotification, type NotifyInput } from './notify-text';
import { emailHtml, plainText, telegramText } from './notify-render';
import { rateWindowSeconds, windowStart } from './rate-limit';
import { defaultRetentionMonths, retentionCutoff } from './retention';
import type { CatalogueNames } from './quote-lines';
import { d1Store, type RequestStore } from './store';
import { publishMaintenance, publishNotifier } from './publish-notify';
import { d1PublishStore, type PublishStore } from './publish-store';
import { pruneSearches } from './searches';
import { d1SearchStore, type SearchStore } from './search-store';
import { verifyTurnstile } from './turnstile';
import { languageOf } from './words';

const inboxPath = `${basePath}/admin/requests/`;

// The Cloudflare side of the endpoints: bindings and variables turned into their deps.
export const storeOf = (env: RequestsEnv): RequestStore | null => (env.DB ? d1Store(env.DB) : null);

export const publishStoreOf = (env: RequestsEnv): PublishStore | null =>
  env.DB ? d1PublishStore(env.DB) : null;

export const searchStoreOf = (env: RequestsEnv): SearchStore | null =>
  env.DB ? d1SearchStore(env.DB) : null;

/** Where the inbox page lives, linked from each notification (a path when no origin is known). */
export const inboxUrl = (origin: string) => (origin ? new URL(inboxPath, origin).href : inboxPath);

// The catalogue's names, read once per isolate for a few minutes (a deploy starts new isolates).
const catalogueTtlMs = 5 * 60_000;
let names: { byId: CatalogueNames; until: number } | null = null;

/** Every product's names (one per language) by id, from the export's names.json; null when none reads. */
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

/** A request's notification in NOTIFY_LANGUAGE, for each channel. */
function requestWords(env: RequestsEnv): ChannelWords<NotifyInput> {
  const language = languageOf(env.NOTIFY_LANGUAGE);
  return {
    telegram: (request) => telegramText(buildNotification(request, language)),
    email: (request) => {
      const notification = buildNotification(request, language);
      return {
        subject: notification.subject,
        text: plainText(notification),
        html: emailHtml(notification),
        idempotencyKey: `request/${notification.reference}`,
      };
    },
    console: (request) =>
      `New request (no Telegram or e-mail configured):\n${plainText(buildNotification(request, language))}`,
  };
}

/** The customer's e-mail after a request; null without Resend's key and sender, or the database. */
function customerSender(env: RequestsEnv): NotifyChannel | null {
  const provider = emailProvider(env);
  const store = storeOf(env);
  if (!provider || !store) return null;
  return answerChannel({
    texts: () => readAnswerTexts(env.ASSETS, Date.now()),
    claim: (key, day, reference) => store.claimAnswer(key, day, reference),
    send: (to, message) => sendEmail({ ...provider, to: [to] }, message),
    now: () => new Date(),
  });
}

/** The dealer's channels for a request (worker/channels.ts), and with Resend the customer's e-mail. */
export const notifier = (env: RequestsEnv): NotifyChannel[] => [
  ...channelsOf(env, requestWords(env)),
  ...[customerSender(env)].filter((channel) => channel !== null),
];

export function turnstileCheck(env: RequestsEnv) {
  if (!isSet(env.TURNSTILE_SECRET_KEY)) return undefined;
  const secret = env.TURNSTILE_SECRET_KEY.trim();
  return (token: unknown, ip: string | null) =>
    verifyTurnstile(token, { secret, ip, base: env.TURNSTILE_API_BASE });
}

/** Retries notifications and deletes what is past retention (the maintenance endpoint, the Cron Trigger). */
export async function maintenance(
  env: RequestsEnv,
  store: RequestStore,
  origin: string,
  publish: PublishStore | null = null,
  searches: SearchStore | null = null,
) {
  const now = new Date();
  const notified = await notifyPending(store, notifier(env), () => new Date(), inboxUrl(origin));
  const months = numberSetting(env.RETENTION_MONTHS, defaultRetentionMonths);
  const cutoff = retentionCutoff(now, months);
  const pruned = await store.prune(
    cutoff,
    windowStart(now) - rateWindowSeconds,
    answerPruneDay(now),
  );
  await deletePhotos(env.PHOTOS, pruned.references);
  const publishing = publish
    ? await publishMaintenance(publish, publishNotifier(env), now, inboxUrl(origin))
    : {};
  const searchCounts = searches ? await pruneSearches(searches, cutoff) : {};
  return { ...notified, deleted: pruned.requests, ...publishing, ...searchCounts };
}
