import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { answerTextsOf, parseAnswerTexts, requestAnswersPath } from '@/lib/request-answers';
import { requestKinds } from '@/worker/kinds';
import { fixtureCopy, fixtureRoot } from '../tests/support/content/fixture-content';

// The small fixture content, never the dealer's live texts (which change).
const site = fixtureCopy();
const content = site.load();
site.remove();
type Blocks = Record<'ka' | 'en', Record<string, unknown>>;
const yamlOf = (file: string) => parse(readFileSync(join(fixtureRoot, file), 'utf8')) as Blocks;

describe('the words of the customer’s e-mail, exported for the Worker', () => {
  it('are one JSON under the base path', () => {
    expect(requestAnswersPath).toBe('/gps-app/request-answers.json');
  });

  it('hold, per language, the dealer’s “what happens next” for every kind and the shop’s name, phone and e-mail', () => {
    const answers = yamlOf('request-answers.yaml');
    const company = yamlOf('company.yaml');
    const exported = JSON.parse(JSON.stringify(answerTextsOf(content)));
    for (const locale of ['ka', 'en'] as const) {
      expect(exported[locale]).toEqual({
        company: company[locale].name,
        phone: company.ka.phone,
        email: company.ka.email,
        next: Object.fromEntries(requestKinds.map((kind) => [kind, answers[locale][kind]])),
      });
    }
    // What the Worker reads back is what the build wrote.
    expect(parseAnswerTexts(exported, requestKinds)).toEqual(exported);
  });

  it('name each kind the Worker knows, no other (the content file and the Worker agree)', () => {
    expect(Object.keys(content.requestAnswers).sort()).toEqual([...requestKinds].sort());
  });

  it('are read as missing when a language, a shop detail or a kind’s text is missing or empty', () => {
    const whole = answerTextsOf(content);
    const without = (change: (copy: Record<string, Record<string, unknown>>) => void) => {
      const copy = JSON.parse(JSON.stringify(whole)) as Record<string, Record<string, unknown>>;
      change(copy);
      return parseAnswerTexts(copy, requestKinds);
    };
    expect(without((copy) => delete copy.en)).toBeNull();
    expect(without((copy) => (copy.ka!.phone = ''))).toBeNull();
    expect(without((copy) => delete (copy.en!.next as Record<string, string>).meter)).toBeNull();
    expect(without((copy) => ((copy.ka!.next as Record<string, string>).quote = '  '))).toBeNull();
    expect(parseAnswerTexts('<html>proxy error</html>', requestKinds)).toBeNull();
    expect(parseAnswerTexts(null, requestKinds)).toBeNull();
  });

  it('never throw on any JSON, and give either nothing or every kind in both languages', () => {
    // Mostly texts, sometimes anything: both complete files and broken ones come up.
    const value = fc.oneof({ arbitrary: fc.string(), weight: 9 }, fc.jsonValue());
    const texts = fc.record({
      company: value,
      phone: value,
      email: value,
      next: fc.oneof(
        {
          arbitrary: fc.record({ ...Object.fromEntries(requestKinds.map((k) => [k, value])) }),
          weight: 9,
        },
        fc.jsonValue(),
      ),
    });
    let complete = 0;
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.record({ ka: texts, en: texts })), (data) => {
        const parsed = parseAnswerTexts(data, requestKinds);
        if (parsed === null) return;
        complete += 1;
        for (const locale of ['ka', 'en'] as const) {
          expect(Object.keys(parsed[locale].next).sort()).toEqual([...requestKinds].sort());
          for (const text of Object.values(parsed[locale].next)) expect(text.trim()).not.toBe('');
          expect(parsed[locale].phone.trim()).not.toBe('');
        }
      }),
      { numRuns: 500 },
    );
    expect(complete).toBeGreaterThan(0);
  });
});
