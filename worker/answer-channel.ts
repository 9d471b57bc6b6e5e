import {
  parseAnswerTexts,
  requestAnswersPath,
  type AnswerTextsByLocale,
} from '@/lib/request-answers';
import { answerEmail } from './answer-email';
import { answerAddress, answerKey } from './answer-limit';
import type { EmailMessage } from './email';
import { requestKinds } from './kinds';
import { tbilisiDay } from './reference';
import type { NotifyChannel } from './notify';
import { requestLanguage } from './reply-links';

/**
 * The customer's e-mail as one more channel of a request's notification, so it is sent once and
 * retried like the others. Without a valid address, or when the address had one today: none.
 */
export interface AnswerDeps {
  /** The dealer's words from the export; null: the e-mail waits. */
  texts: () => Promise<AnswerTextsByLocale | null>;
  claim: (key: string, day: string, reference: string) => Promise<boolean>;
  send: (to: string, message: EmailMessage) => Promise<boolean>;
  now: () => Date;
}

export const answerChannelName = 'customer';

export function answerChannel(deps: AnswerDeps): NotifyChannel {
  return {
    name: answerChannelName,
    async send({ kind, reference, payload }) {
      const to = answerAddress(payload.email);
      if (!to) return true;
      const texts = await deps.texts();
      if (!texts) return false;
      const day = tbilisiDay(deps.now());
      if (!(await deps.claim(await answerKey(to, day), day, reference))) return true;
      const language = requestLanguage(payload);
      return deps.send(to, answerEmail({ kind, reference }, language, texts[language]));
    },
  };
}

// Read once per isolate for a few minutes, as the catalogue's names (a publish starts new ones).
let cached: { texts: AnswerTextsByLocale; until: number } | null = null;
const textsTtlMs = 5 * 60_000;
// The assets binding serves by path; the host name is not looked at (the Cron run has none).
const assetsOrigin = 'https://assets.invalid';

/** The export's request-answers.json through the assets; null when missing or incomplete. */
export async function readAnswerTexts(assets: Pick<Fetcher, 'fetch'> | undefined, now: number) {
  if (cached && cached.until > now) return cached.texts;
  if (!assets) return null;
  try {
    const response = await assets.fetch(new URL(requestAnswersPath, assetsOrigin).href);
    if (!response.ok) return null;
    const texts = parseAnswerTexts(await response.json(), requestKinds);
    if (texts) cached = { texts, until: now + textsTtlMs };
    return texts;
  } catch {
    return null;
  }
}
