import { emailPattern } from '@/components/forms/fieldRules';
import { sha256Hex } from './digest';
import { tbilisiOffsetMs } from './reference';
import { dayAt } from './validate';

/**
 * At most one customer e-mail to an address a day (worker/answer-channel.ts), so the forms cannot
 * be used to send mail to strangers. The day is Tbilisi's; the address is counted by a SHA-256
 * digest of its normalised form and the day (table customer_answers, migrations/0005), never
 * stored as typed.
 */

// A plain address: dot-separated atoms of the characters RFC 5322 allows unquoted, @, then a
// host name of letters, digits and hyphens with a top-level name of letters (or xn-- for an
// internationalised one). Nothing a mail system could read as a second address or a display name
// (no comma, space, quote, angle bracket or control character).
const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const plainAddress = new RegExp(
  `^${atom}(?:\\.${atom})*@(?:${label}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`,
);
const maxLocalPart = 64;
const maxAddress = 254;

/** The address to answer, trimmed, or null when it is not one plain address the forms accept. */
export function answerAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  if (address.length > maxAddress || !plainAddress.test(address)) return null;
  if (!emailPattern.test(address)) return null;
  return address.indexOf('@') <= maxLocalPart ? address : null;
}

/** Mail systems that ignore dots in the name (j.smith@ and jsmith@ are one mailbox). */
const dotlessHosts: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * One mailbox, one spelling: lower case, a "+tag" after the name dropped (most mail systems
 * deliver name+anything@ to name@), and for Gmail its dots too. Used for the daily count only;
 * the e-mail goes to the address as given.
 */
export function mailboxOf(address: string): string {
  const lower = address.toLowerCase();
  const at = lower.lastIndexOf('@');
  let name = lower.slice(0, at);
  let host = lower.slice(at + 1);
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  if (Object.hasOwn(dotlessHosts, host)) {
    name = name.replaceAll('.', '');
    host = dotlessHosts[host]!;
  }
  return `${name}@${host}`;
}

/** The Tbilisi day of a moment, YYYY-MM-DD. */
export const answerDay = (now: Date) => dayAt(now, tbilisiOffsetMs / 3_600_000);

/** Claims older than this day go with the maintenance run: today's and yesterday's are kept. */
export const answerPruneDay = (now: Date) => answerDay(new Date(now.getTime() - 86_400_000));

/** Hex SHA-256 of the day and the mailbox: the table's key. */
export const answerKey = (address: string, day: string): Promise<string> =>
  sha256Hex(`${day} ${mailboxOf(address)}`);

/**
 * Claims the day for a request (bind: key, day, reference) and returns the reference that holds
 * it: the request's own when it is the first, or a retry of the first.
 */
export const claimAnswerSql =
  'INSERT INTO customer_answers (key, day, reference) VALUES (?1, ?2, ?3) ' +
  'ON CONFLICT (key) DO UPDATE SET reference = reference RETURNING reference';

/** Days before the given one (bind: answerPruneDay). */
export const pruneAnswersSql = 'DELETE FROM customer_answers WHERE day < ?1';
