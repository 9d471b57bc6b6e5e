import type { z } from 'zod';
import { both } from './fields/two-languages';

type Issue = z.core.$ZodRawIssue;
type Sized = { origin?: string; minimum?: unknown; maximum?: unknown; inclusive?: boolean };

/** What zod's expected types are called for the dealer. */
const kinds: Record<string, [string, string]> = {
  number: ['რიცხვი', 'a number'],
  int: ['მთელი რიცხვი', 'a whole number'],
  string: ['ტექსტი', 'text'],
  boolean: ['ჩართული ან გამორთული (true ან false)', 'on or off (true or false)'],
  array: ['სია', 'a list'],
  object: ['ველების ჯგუფი', 'a group of fields'],
};

function tooSmall({ origin, minimum, inclusive }: Sized): string {
  const n = String(minimum);
  if (origin === 'array')
    return both(`საჭიროა მინიმუმ ${n} ჩანაწერი`, `needs at least ${n} item(s)`);
  if (origin === 'string')
    return n === '1'
      ? both('ცარიელია', 'is empty')
      : both(`უნდა იყოს მინიმუმ ${n} სიმბოლო`, `must have at least ${n} characters`);
  return inclusive
    ? both(`უნდა იყოს მინიმუმ ${n}`, `must be at least ${n}`)
    : both(`უნდა იყოს ${n}-ზე მეტი`, `must be more than ${n}`);
}

function tooBig({ origin, maximum, inclusive }: Sized): string {
  const n = String(maximum);
  if (origin === 'array') return both(`მაქსიმუმ ${n} ჩანაწერი`, `may have at most ${n} item(s)`);
  if (origin === 'string')
    return both(`უნდა იყოს მაქსიმუმ ${n} სიმბოლო`, `must have at most ${n} characters`);
  return inclusive
    ? both(`უნდა იყოს მაქსიმუმ ${n}`, `must be at most ${n}`)
    : both(`უნდა იყოს ${n}-ზე ნაკლები`, `must be less than ${n}`);
}

/** zod's default messages in the dealer's words, for issues without a message of the schema's. */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined)
        return both('სავალდებულო ველი ცარიელია', 'is missing (required)');
      const [ka, en] = kinds[String(issue.expected)] ?? [
        String(issue.expected),
        String(issue.expected),
      ];
      return both(`უნდა იყოს ${ka}`, `must be ${en}`);
    }
    case 'too_small':
      return tooSmall(issue as Sized);
    case 'too_big':
      return tooBig(issue as Sized);
    case 'invalid_value': {
      const values = (issue.values as unknown[]).map(String).join(', ');
      return both(`უნდა იყოს ერთ-ერთი: ${values}`, `must be one of: ${values}`);
    }
    case 'invalid_format':
      return issue.format === 'email'
        ? both('უნდა იყოს ელფოსტის მისამართი', 'must be an email address')
        : both('არასწორი ფორმატია', 'is not written in the expected form');
    case 'unrecognized_keys':
      return both('უცნობი ველი', 'unknown field');
    default:
      return both('არასწორი მნიშვნელობა', 'is not a valid value');
  }
}
