import type { RequestStore } from './store';
import type { NotifyInput } from './notify-text';

/** Tries of a notification (once per request and maintenance run) before giving up. */
export const maxNotifyAttempts = 20;
/** Rows one run notifies at most: a backlog drains over a few runs, not one long request. */
export const notifyBatch = 10;
/** How long a run's claim keeps other runs off a notification while it sends. */
export const claimLeaseMs = 60_000;

/** One way the dealer hears of something: its name is stored with each row it has reached. */
export interface Channel<T> {
  name: string;
  /** True only when the channel accepted the notification. */
  send: (input: T) => Promise<boolean>;
}

export type NotifyChannel = Channel<NotifyInput>;

/** The bookkeeping of rows waiting for a notification (requests and refused publishing runs). */
export interface NotifyBookkeeping {
  /** Takes the notification on (counting the attempt); false when another run has it. */
  claim(key: string, at: string, claimedBefore: string): Promise<boolean>;
  markChannelSent(key: string, channel: string): Promise<void>;
  markNotified(key: string, at: string): Promise<void>;
  /** Gives a failed notification back, so the next run tries it at once. */
  release(key: string): Promise<void>;
}

export interface PendingRow<T> {
  key: string;
  notifiedChannels: readonly string[];
  input: T;
}

/**
 * Sends every waiting row, oldest first, to each channel that does not have it yet: a channel
 * that refused gets it with the next call, the others not again. Each row is claimed before
 * sending, so calls that overlap never send one row twice.
 */
export async function deliverPending<T>(
  queue: NotifyBookkeeping,
  pending: (limit: number, maxAttempts: number, claimedBefore: string) => Promise<PendingRow<T>[]>,
  channels: readonly Channel<T>[],
  now: () => Date,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const leaseStart = () => new Date(now().getTime() - claimLeaseMs).toISOString();
  for (const row of await pending(notifyBatch, maxNotifyAttempts, leaseStart())) {
    if (!(await queue.claim(row.key, now().toISOString(), leaseStart()))) continue;
    const missing = channels.filter((channel) => !row.notifiedChannels.includes(channel.name));
    const outcomes = await Promise.all(
      missing.map(async (channel) => {
        let ok = false;
        try {
          ok = await channel.send(row.input);
        } catch {
          // A channel that throws failed this time; the others are unaffected.
        }
        if (ok) await queue.markChannelSent(row.key, channel.name);
        return ok;
      }),
    );
    if (outcomes.every(Boolean)) {
      await queue.markNotified(row.key, now().toISOString());
      sent += 1;
    } else {
      await queue.release(row.key);
      failed += 1;
    }
  }
  return { sent, failed };
}

/** Sends every stored request that has no notification yet (after each new one, and by the maintenance). */
export function notifyPending(
  store: RequestStore,
  channels: readonly NotifyChannel[],
  now: () => Date,
  inboxUrl?: string,
): Promise<{ sent: number; failed: number }> {
  const pending = async (limit: number, maxAttempts: number, claimedBefore: string) =>
    (await store.unnotified(limit, maxAttempts, claimedBefore)).map((request) => ({
      key: request.reference,
      notifiedChannels: request.notifiedChannels,
      input: { ...request, inboxUrl },
    }));
  return deliverPending<NotifyInput>(store, pending, channels, now);
}
