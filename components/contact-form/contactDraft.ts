import { emptyContact, isContactTopic, isReplyChannel, type ContactValues } from './contactRules';
import { clearFormDraft, loadFormDraft, saveFormDraft } from '@/components/forms/formDraft';

/** What the visitor typed and chose survives a reload of the same page (same ?type / ?product). */
const draftKey = 'contact-form-draft';

type DraftStore = Parameters<typeof saveFormDraft>[0];

export function saveDraft(storage: DraftStore, search: string, values: ContactValues): void {
  saveFormDraft(storage, draftKey, search, values);
}

/** A topic or answer channel the form no longer offers falls back to its default. */
export function loadDraft(storage: DraftStore, search: string): ContactValues | null {
  return loadFormDraft(storage, draftKey, search, emptyContact, (values) => ({
    ...values,
    topic: isContactTopic(values.topic) ? values.topic : emptyContact.topic,
    reply: isReplyChannel(values.reply) ? values.reply : emptyContact.reply,
  }));
}

export function clearDraft(storage: DraftStore): void {
  clearFormDraft(storage, draftKey);
}
