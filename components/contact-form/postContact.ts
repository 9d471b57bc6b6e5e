/**
 * Send the message to the configured endpoint as JSON (Formspree, Getform, Basin, a serverless
 * function…). Rejects on a network error or a non-2xx answer, so the form can keep the text.
 */
export async function postContact(
  endpoint: string,
  payload: Record<string, string>,
): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`The contact endpoint answered ${response.status}`);
}
