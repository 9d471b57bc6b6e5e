import { isSet, type RequestsEnv } from './env';
import { emailList, sendEmail, type EmailMessage, type EmailTarget } from './email';
import type { Channel } from './notify';
import { sendTelegram } from './telegram';

/** How each channel words a notification (a new request, a refused publish). */
export interface ChannelWords<T> {
  telegram: (input: T) => string;
  email: (input: T) => EmailMessage;
  console: (input: T) => string;
}

function telegramChannel<T>(env: RequestsEnv, text: (input: T) => string): Channel<T> | null {
  if (!isSet(env.TELEGRAM_BOT_TOKEN) || !isSet(env.TELEGRAM_CHAT_ID)) return null;
  const target = {
    token: env.TELEGRAM_BOT_TOKEN.trim(),
    chatId: env.TELEGRAM_CHAT_ID.trim(),
    base: env.TELEGRAM_API_BASE,
  };
  return { name: 'telegram', send: (input) => sendTelegram(target, text(input)) };
}

export function emailProvider(env: RequestsEnv): Omit<EmailTarget, 'to'> | null {
  if (!isSet(env.EMAIL_API_KEY) || !isSet(env.EMAIL_FROM)) return null;
  return {
    key: env.EMAIL_API_KEY.trim(),
    from: env.EMAIL_FROM.trim(),
    base: env.EMAIL_API_BASE?.trim(),
  };
}

function emailChannel<T>(env: RequestsEnv, message: (input: T) => EmailMessage): Channel<T> | null {
  const to = emailList(env.EMAIL_TO);
  const provider = emailProvider(env);
  if (!provider || to.length === 0) return null;
  const target = { ...provider, to };
  return { name: 'email', send: (input) => sendEmail(target, message(input)) };
}

const consoleChannel = <T>(text: (input: T) => string): Channel<T> => ({
  name: 'console',
  send: async (input) => {
    console.log(text(input));
    return true;
  },
});

/**
 * Telegram when its bot is configured, e-mail when Resend is, both when both are; with neither,
 * the console (`npm start` prints each notification where it runs).
 */
export function channelsOf<T>(env: RequestsEnv, words: ChannelWords<T>): Channel<T>[] {
  const channels = [telegramChannel(env, words.telegram), emailChannel(env, words.email)].filter(
    (channel): channel is Channel<T> => channel !== null,
  );
  return channels.length > 0 ? channels : [consoleChannel(words.console)];
}
