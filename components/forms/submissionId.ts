/** One id per message, reused on retry so the form service can drop a copy after a timeout. */
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
