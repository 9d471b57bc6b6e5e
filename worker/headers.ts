/** What every answer the Worker writes itself carries (the assets get theirs from _headers). */
export const workerHeaders: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'same-origin'],
];

/** The same response with the Worker's headers; API answers are never cached. */
export function withWorkerHeaders(response: Response, { noStore = true } = {}): Response {
  const answer = new Response(response.body, response);
  for (const [name, value] of workerHeaders) answer.headers.set(name, value);
  if (noStore) answer.headers.set('Cache-Control', 'no-store');
  return answer;
}
