import { channelsOf, type ChannelWords } from './channels';
import type { RequestsEnv } from './env';
import { deliverPending, type Channel } from './notify';
import type { PublishStore } from './publish-store';
import { refusalSubject, refusalTelegram, refusalText, type RefusalInput } from './publish-text';

const refusalWords: ChannelWords<RefusalInput> = {
  telegram: (input) => refusalTelegram(input),
  email: (input) => ({
    subject: refusalSubject(input),
    text: refusalText(input),
    idempotencyKey: `publish/${input.run}`,
  }),
  console: (input) =>
    `Publishing refused (no Telegram or e-mail configured):\n${refusalText(input)}`,
};

export const publishNotifier = (env: RequestsEnv): Channel<RefusalInput>[] =>
  channelsOf(env, refusalWords);

/** Tells the dealer of each refused run not yet notified, once (a later live run settles it). */
export function notifyRefusals(
  store: PublishStore,
  channels: readonly Channel<RefusalInput>[],
  now: () => Date,
  inboxUrl?: string,
) {
  const pending = async (limit: number, maxAttempts: number, claimedBefore: string) =>
    (await store.unnotified(limit, maxAttempts, claimedBefore)).map((run) => ({
      key: run.run,
      notifiedChannels: run.notifiedChannels,
      input: {
        run: run.run,
        commit: run.commit,
        message: run.message,
        problems: run.problems,
        problemCount: run.problemCount,
        inboxUrl,
      },
    }));
  return deliverPending<RefusalInput>(store, pending, channels, now);
}

/** Publishing runs are kept this long (the inbox shows the newest few). */
export const publishRetentionDays = 90;

/** The maintenance's share; a failure (a database not yet migrated) leaves the rest unaffected. */
export async function publishMaintenance(
  store: PublishStore,
  channels: readonly Channel<RefusalInput>[],
  now: Date,
  inboxUrl?: string,
): Promise<Record<string, number>> {
  try {
    const { sent, failed } = await notifyRefusals(store, channels, () => new Date(), inboxUrl);
    const cutoff = new Date(now.getTime() - publishRetentionDays * 86_400_000).toISOString();
    return { refusalsSent: sent, refusalsFailed: failed, runsDeleted: await store.prune(cutoff) };
  } catch (error) {
    console.error('publish maintenance failed', error);
    return {};
  }
}
