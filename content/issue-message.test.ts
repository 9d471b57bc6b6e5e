/** @jest-environment node */
import { z } from 'zod';
import { issueMessage } from '@/content/issue-message';
import { inBoth } from '@/content/fields/two-languages';

/** The dealer's message for `value` checked by `schema`, in both languages. */
function said(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { error: issueMessage });
  if (result.success) throw new Error('expected a problem');
  return inBoth(result.error.issues[0]!.message);
}

describe('the content check in the dealer’s words', () => {
  it('counts items and characters with the right plural in English, and as Georgian says it', () => {
    expect(said(z.array(z.string()).min(1), [])).toEqual({
      ka: 'საჭიროა მინიმუმ 1 ჩანაწერი',
      en: 'needs at least 1 item',
    });
    expect(said(z.array(z.string()).max(3), ['a', 'b', 'c', 'd']).en).toBe(
      'may have at most 3 items',
    );
    expect(said(z.string().max(1), 'ab').en).toBe('must have at most 1 character');
    expect(said(z.string().min(5), 'ab')).toEqual({
      ka: 'უნდა იყოს მინიმუმ 5 სიმბოლო',
      en: 'must have at least 5 characters',
    });
  });

  it('calls an empty required text empty, and a missing field missing', () => {
    expect(said(z.string().min(1), '').en).toBe('is empty');
    expect(said(z.object({ name: z.string() }), {})).toEqual({
      ka: 'სავალდებულო ველი ცარიელია',
      en: 'is missing (required)',
    });
  });

  it('names the expected kind and keeps a limit as the schema writes it', () => {
    expect(said(z.number(), 'abc')).toEqual({ ka: 'უნდა იყოს რიცხვი', en: 'must be a number' });
    expect(said(z.number().positive(), 0).en).toBe('must be more than 0');
    expect(said(z.number().max(100000), 100001).en).toBe('must be at most 100000');
    expect(said(z.enum(['new', 'used']), 'old').en).toBe('must be one of: new, used');
  });
});
