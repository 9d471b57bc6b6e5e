/**
 * One id per message, sent with every attempt to deliver it. When a send times out the message
 * may still have arrived; a retry carries the same id, so the form service can drop the copy.
 * A changed message is a new message and gets a new id.
 */
export interface Submission {
  content: string;
  id: string;
}

export function submissionFor(
  previous: Submission | null,
  content: string,
  newId: () => string = randomId,
): Submission {
  return previous && previous.content === content ? previous : { content, id: newId() };
}

/** 128 random bits as hex; getRandomValues also works outside secure contexts. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
