import en from '@/messages/inbox/en.json';
import ka from '@/messages/inbox/ka.json';
import type { NotifyLanguage } from './notify-words';

/**
 * The inbox's words (messages/inbox/) for what the Worker writes in them: the downloads' headers
 * and values, the answer links' labels, and the greeting a customer reads in the request's
 * language. Read as plain templates ({name}), without the page's ICU translator.
 */
export type InboxWords = typeof en;
export const inboxWords: Record<NotifyLanguage, InboxWords> = { ka, en };
