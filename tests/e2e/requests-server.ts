import { expect, type APIRequestContext } from '@playwright/test';
import { cloudflareURL, requestsTestPorts } from '../../playwright.config';
import { base } from './out-pages';

/**
 * The test side of tests/hosts/wrangler-test.sh's requests setup (the "cloudflare" project): the
 * inbox API read with a test Access token, and what the Telegram stub received. For every spec
 * that needs the Function's stored rows or the dealer's messages (the inbox page's too).
 *
 *   accessToken()             a token as Access issues it (signed with the stub team's key)
 *   storedRequest(api, ref)   GET /gps-app/admin/requests/api/<ref> with that token
 *   inboxList(api, query)     GET /gps-app/admin/requests/api/?<query>
 *   telegramMessages()        every sendMessage the Function made, oldest first
 *   messagesFor(ref)          those naming the reference (polled: sent after the answer)
 *   emailsTo(address)         the e-mails sent to an address (polled: sent after the answer)
 *   noTablesURL               the same site whose D1 has no tables (every store fails)
 *   untilServing(origin)      waits for a site wrangler-test.sh starts after the first
 */
const stubs = `http://127.0.0.1:${requestsTestPorts.stubs}`;
export const noTablesURL = `http://127.0.0.1:${requestsTestPorts.noTables}`;
export const inboxApi = `${cloudflareURL}${base}/admin/requests/api/`;

/** The sites beside the first start while the first tests run: a spec using one waits for it. */
export async function untilServing(origin: string): Promise<void> {
  const status = () =>
    fetch(`${origin}${base}/`).then(
      (response) => response.status,
      () => 0,
    );
  await expect.poll(status, { timeout: 90_000, intervals: [500] }).toBe(200);
}

/** The references the Function makes: kind letter, YYMM, number. */
export const referencePattern = /[CQSM]-\d{4}-\d{4,}/;

interface StubMessage {
  chat_id: string;
  text: string;
  refused: boolean;
}

export interface StoredRequest {
  reference: string;
  kind: string;
  payload: Record<string, unknown> & {
    items?: { id: string; quantity: number; name: string }[];
  };
}

async function stubJson<T>(path: string): Promise<T> {
  const response = await fetch(`${stubs}${path}`);
  if (!response.ok) throw new Error(`requests stubs ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function accessToken(options: { stranger?: boolean } = {}): Promise<string> {
  return (await stubJson<{ token: string }>(`/token${options.stranger ? '?stranger=1' : ''}`))
    .token;
}

export async function storedRequest(
  api: APIRequestContext,
  reference: string,
): Promise<StoredRequest> {
  const response = await api.get(`${inboxApi}${reference}`, {
    headers: { 'Cf-Access-Jwt-Assertion': await accessToken() },
  });
  expect(response.status(), `the inbox has ${reference}`).toBe(200);
  return ((await response.json()) as { request: StoredRequest }).request;
}

export async function inboxList(
  api: APIRequestContext,
  query = 'limit=200',
): Promise<StoredRequest[]> {
  const response = await api.get(`${inboxApi}?${query}`, {
    headers: { 'Cf-Access-Jwt-Assertion': await accessToken() },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { requests: StoredRequest[] }).requests;
}

export const telegramMessages = () => stubJson<StubMessage[]>('/messages');

/** The delivered messages about one request, once the Function's after-answer work has run. */
export async function messagesFor(reference: string): Promise<StubMessage[]> {
  const about = async () =>
    (await telegramMessages()).filter((m) => !m.refused && m.text.includes(reference));
  await expect.poll(async () => (await about()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return about();
}

export interface StubEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/** The e-mails the Worker sent to `address` through the e-mail stub, once there is one. */
export async function emailsTo(address: string): Promise<StubEmail[]> {
  const sent = async () =>
    (await stubJson<StubEmail[]>('/emails')).filter((email) => email.to.includes(address));
  await expect.poll(async () => (await sent()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return sent();
}

/** The reference in a page's success text ("Your request Q-2611-0042 has been received"). */
export function referenceIn(text: string | null): string {
  const found = referencePattern.exec(text ?? '')?.[0];
  if (!found) throw new Error(`no reference in "${text}"`);
  return found;
}
