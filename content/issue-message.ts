import type { z } from 'zod';
import en from '../messages/cms/en.json';
import { dealerWords } from './dealer-words';

type Issue = z.core.$ZodRawIssue;
type Sized = { origin?: string; minimum?: unknown; maximum?: unknown; inclusive?: boolean };
type Key = keyof typeof en.issues;

const say = dealerWords('issues');

/** Counts of items and characters take plurals; a limit stays as the schema writes it. */
function sized(
  issue: Sized,
  limit: unknown,
  keys: [list: Key, text: Key, inclusive: Key, not: Key],
  /** Said instead of the text's count when it must have at least one character. */
  empty?: Key,
) {
  if (issue.origin === 'array') return say(keys[0], { n: Number(limit) });
  if (issue.origin === 'string')
    return empty && limit === 1 ? say(empty) : say(keys[1], { n: Number(limit) });
  return say(issue.inclusive ? keys[2] : keys[3], { limit: String(limit) });
}

/** zod's default messages in the dealer's words, for issues without a message of the schema's. */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? say('missing')
        : say('type', { kind: String(issue.expected) });
    case 'too_small':
      return sized(
        issue as Sized,
        (issue as Sized).minimum,
        ['listTooShort', 'textTooShort', 'atLeast', 'moreThan'],
        'empty',
      );
    case 'too_big':
      return sized(issue as Sized, (issue as Sized).maximum, [
        'listTooLong',
        'textTooLong',
        'atMost',
        'lessThan',
      ]);
    case 'invalid_value':
      return say('oneOf', { values: (issue.values as unknown[]).map(String).join(', ') });
    case 'invalid_format':
      return say(issue.format === 'email' ? 'email' : 'format');
    case 'unrecognized_keys':
      return say('unknownKey');
    default:
      return say('invalid');
  }
}
