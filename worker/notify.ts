import type { RequestStore } from './store';
import { notificationText } from './notify-text';

/** A notification is tried this often (once per request and maintenance run) before giving up. */
export const maxNotifyAttempts = 20;
/** Requests one run notifies at most (a backlog drains over a few runs, not one long request). */
export const notifyBatch = 10;
/** How long a run's claim keeps other runs off a notification (while it sends; a failure gives it back). */
export const claimLeaseMs = 60_000;

export type Send = (text: string) => Promise<boolean>;

/**
 * Sends every stored request that has no notification yet, oldest first, and records each
 * outcome. Called after each new request (waitUntil) and by the maintenance endpoint, so a
 * message Telegram refused goes out with the next request or run. Each row is claimed before
 * sending, so runs that overlap never send one request twice.
 */
export async function notifyPending(
  store: RequestStore,
  send: Send,
  now: () => Date,
  inboxUrl?: string,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const leaseStart = () => new Date(now().getTime() - claimLeaseMs).toISOString();
  for (const request of await store.unnotified(notifyBatch, maxNotifyAttempts, leaseStart())) {
    if (!(await store.claim(request.reference, now().toISOString(), leaseStart()))) continue;
    if (await send(notificationText({ ...request, inboxUrl }))) {
      await store.markNotified(request.reference, now().toISOString());
      sent += 1;
    } else {
      await store.release(request.reference);
      failed += 1;
    }
  }
  return { sent, failed };
}
