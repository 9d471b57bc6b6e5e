import { isSet, type RequestsEnv } from './env';
import { emailList, sendEmail, type EmailMessage, type EmailTarget } from './email';
import type { Channel } from './notify';
import { sendTelegram } from './telegram';

/**
 * The dealer's channels for any kind of notification (a new request, a refused publish): the
 * configuration decides which exist, the caller how each one words its input.
 */
export interface ChannelWords<T> {
  /** The Telegram message (parse mode HTML). */
  telegram: (input: T) => string;
  email: (input: T) => EmailMessage;
  /** What the console prints when neither Telegram nor e-mail is configured. */
  console: (input: T) => string;
}

/** The Telegram channel, or null when the bot is not configured. */
function telegramChannel<T>(env: RequestsEnv, text: (input: T) => string): Channel<T> | null {
  if (!isSet(env.TELEGRAM_BOT_TOKEN) || !isSet(env.TELEGRAM_CHAT_ID)) return null;
  const target = {
    token: env.TELEGRAM_BOT_TOKEN.trim(),
    chatId: env.TELEGRAM_CHAT_ID.trim(),
    base: env.TELEGRAM_API_BASE,
  };
  return { name: 'telegram', send: (input) => sendTelegram(target, text(input)) };
}

/** Resend's key, the sender and the API's base, or null without the key and the sender. */
export function emailProvider(env: RequestsEnv): Omit<EmailTarget, 'to'> | null {
  if (!isSet(env.EMAIL_API_KEY) || !isSet(env.EMAIL_FROM)) return null;
  return {
    key: env.EMAIL_API_KEY.trim(),
    from: env.EMAIL_FROM.trim(),
    base: env.EMAIL_API_BASE?.trim(),
  };
}

/** The e-mail channel (Resend), or null without its key, sender and at least one address. */
function emailChannel<T>(env: RequestsEnv, message: (input: T) => EmailMessage): Channel<T> | null {
  const to = emailList(env.EMAIL_TO);
  const provider = emailProvider(env);
  if (!provider || to.length === 0) return null;
  const target = { ...provider, to };
  return { name: 'email', send: (input) => sendEmail(target, message(input)) };
}

/** Prints each notification and counts it as sent (no Telegram or e-mail configured). */
const consoleChannel = <T>(text: (input: T) => string): Channel<T> => ({
  name: 'console',
  send: async (input) => {
    console.log(text(input));
    return true;
  },
});

/** Telegram when its bot is configured, e-mail when Resend is, both when both are; else the console. */
export function channelsOf<T>(env: RequestsEnv, words: ChannelWords<T>): Channel<T>[] {
  const channels = [telegramChannel(env, words.telegram), emailChannel(env, words.email)].filter(
    (channel): channel is Channel<T> => channel !== null,
  );
  return channels.length > 0 ? channels : [consoleChannel(words.console)];
}
