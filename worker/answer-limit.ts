import { emailPattern } from '@/components/forms/fieldRules';
import { sha256Hex } from './digest';
import { tbilisiDay } from './reference';

/**
 * At most one customer e-mail to an address a Tbilisi day, so the forms cannot be used to send
 * mail to strangers; the address is counted by a digest of its mailbox and the day, never stored.
 */

// A plain address (RFC 5322's unquoted atoms, a host name): nothing a mail system could read as a
// second address or a display name.
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

/** Mail systems that ignore dots in the name. */
const dotlessHosts: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/** One mailbox, one spelling (for the count only): lower case, no "+tag", for Gmail no dots. */
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

/** Claims before yesterday go with the maintenance run. */
export const answerPruneDay = (now: Date) => tbilisiDay(new Date(now.getTime() - 86_400_000));

export const answerKey = (address: string, day: string): Promise<string> =>
  sha256Hex(`${day} ${mailboxOf(address)}`);
