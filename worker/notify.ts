import type { RequestStore } from './store';
import type { NotifyInput } from './notify-text';

/** A notification is tried this often (once per request and maintenance run) before giving up. */
export const maxNotifyAttempts = 20;
/** Requests one run notifies at most (a backlog drains over a few runs, not one long request). */
export const notifyBatch = 10;
/** How long a run's claim keeps other runs off a notification (while it sends; a failure gives it back). */
export const claimLeaseMs = 60_000;

/** One way the dealer hears of a request (worker/wiring.ts: Telegram, e-mail or the console). */
export interface NotifyChannel {
  /** Stored with each request once this channel has its notification. */
  name: string;
  /** True only when the channel accepted the notification; never throws. */
  send: (request: NotifyInput) => Promise<boolean>;
}

/**
 * Sends every stored request that has no notification yet, oldest first, to each channel that
 * does not have it yet, and records each outcome. Called after each new request (waitUntil) and by
 * the maintenance endpoint, so a notification a channel refused goes out with the next request or
 * run, to that channel only (a channel that succeeded is recorded at once). Each row is claimed
 * before sending, so runs that overlap never send one request twice. A request counts as sent
 * when every channel has it.
 */
export async function notifyPending(
  store: RequestStore,
  channels: readonly NotifyChannel[],
  now: () => Date,
  inboxUrl?: string,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const leaseStart = () => new Date(now().getTime() - claimLeaseMs).toISOString();
  for (const request of await store.unnotified(notifyBatch, maxNotifyAttempts, leaseStart())) {
    if (!(await store.claim(request.reference, now().toISOString(), leaseStart()))) continue;
    const input: NotifyInput = { ...request, inboxUrl };
    const missing = channels.filter((channel) => !request.notifiedChannels.includes(channel.name));
    const outcomes = await Promise.all(
      missing.map(async (channel) => {
        let ok = false;
        try {
          ok = await channel.send(input);
        } catch {
          // A channel that throws failed this time; the others are unaffected.
        }
        if (ok) await store.markChannelSent(request.reference, channel.name);
        return ok;
      }),
    );
    if (outcomes.every(Boolean)) {
      await store.markNotified(request.reference, now().toISOString());
      sent += 1;
    } else {
      await store.release(request.reference);
      failed += 1;
    }
  }
  return { sent, failed };
}
