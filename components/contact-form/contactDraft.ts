import { emptyContact, isContactTopic, isReplyChannel, type ContactValues } from './contactForm';

/** What the visitor typed and chose survives a reload of the same page (same ?type / ?product). */
const draftKey = 'contact-form-draft';

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredDraft {
  search: string;
  values: ContactValues;
}

export function saveDraft(storage: DraftStore, search: string, values: ContactValues): void {
  try {
    storage.setItem(draftKey, JSON.stringify({ search, values } satisfies StoredDraft));
  } catch {
    // Storage full or blocked (private mode): the text stays in the form, only reloads lose it.
  }
}

export function loadDraft(storage: DraftStore, search: string): ContactValues | null {
  try {
    const stored = JSON.parse(storage.getItem(draftKey) ?? 'null') as Partial<StoredDraft> | null;
    if (!stored || stored.search !== search || typeof stored.values !== 'object') return null;
    const values = stored.values as Partial<Record<keyof ContactValues, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      topic: isContactTopic(values.topic) ? values.topic : emptyContact.topic,
      name: text(values.name),
      reply: isReplyChannel(values.reply) ? values.reply : emptyContact.reply,
      email: text(values.email),
      phone: text(values.phone),
      message: text(values.message),
    };
  } catch {
    return null;
  }
}

export function clearDraft(storage: DraftStore): void {
  try {
    storage.removeItem(draftKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
