/** @jest-environment node */
import fc from 'fast-check';
import { telegramLimit } from '@/worker/notify-render';
import { maxKeptProblems, reportLimits } from '@/worker/publish-report';
import {
  fieldParts,
  notifiedProblems,
  refusalSubject,
  refusalTelegram,
  refusalText,
  type RefusalInput,
} from '@/worker/publish-text';

const refusal: RefusalInput = {
  run: '900-1',
  commit: 'abcdef1234567890',
  message: 'Update offer <spring-sale>',
  problems: [
    {
      file: 'content/offers/spring-sale.yaml',
      line: 12,
      entry: 'spring-sale',
      field: 'ka.validUntil',
      message: 'is not a real calendar date (check the month and the day)',
    },
  ],
  problemCount: 1,
  inboxUrl: 'https://shop.example.ge/gps-app/admin/requests/',
};

describe('the refusal’s notification', () => {
  it('is Georgian, then English, each naming the file and line, entry, field with its column, and the message', () => {
    expect(refusalText(refusal)).toBe(
      [
        '⛔ საიტი არ გამოქვეყნდა',
        'ცვლილება: „Update offer <spring-sale>“ (abcdef1)',
        'შინაარსში 1 შეცდომაა; საიტზე ისევ წინა ვერსია ჩანს.',
        '• ფაილი: content/offers/spring-sale.yaml, სტრიქონი 12',
        '  ჩანაწერი: spring-sale',
        '  ველი: validUntil (ქართული სვეტი)',
        '  შეცდომა: is not a real calendar date (check the month and the day)',
        'რა უნდა გააკეთოთ: გახსენით ეს ჩანაწერი რედაქტორში, გაასწორეთ ველი და შეინახეთ. ეს შენახვა გამოაქვეყნებს ყველაფერს, რაც ელოდება.',
        '',
        '⛔ The site was not published',
        'Change: “Update offer <spring-sale>” (abcdef1)',
        '1 content problem; the site still shows the previous version.',
        '• File: content/offers/spring-sale.yaml, line 12',
        '  Entry: spring-sale',
        '  Field: validUntil (Georgian column)',
        '  Problem: is not a real calendar date (check the month and the day)',
        'What to do: open the entry in the editor, fix the field and save. That save publishes everything waiting too.',
        '🔗 https://shop.example.ge/gps-app/admin/requests/',
      ].join('\n'),
    );
    expect(refusalSubject(refusal)).toBe(
      'საიტი არ გამოქვეყნდა / The site was not published: Update offer <spring-sale>',
    );
  });

  it('escapes the report’s text for Telegram and marks up only its own parts', () => {
    const text = refusalTelegram(refusal);
    expect(text).toContain('„Update offer &lt;spring-sale&gt;“');
    expect(text).toContain('<code>content/offers/spring-sale.yaml</code>');
    expect(text.replace(/<\/?(b|code)>/g, '')).not.toMatch(/[<>]/);
  });

  it('says when the refusal is not a content problem', () => {
    const text = refusalText({ ...refusal, problems: [], problemCount: 0 });
    expect(text).toContain('ეს შინაარსის შეცდომა არ არის');
    expect(text).toContain('Tell the developer');
    expect(text).not.toContain('ფაილი');
  });

  it('lists the first few problems and counts the rest', () => {
    const problems = Array.from({ length: 8 }, (_, i) => ({ file: `f${i}.yaml`, message: 'bad' }));
    const text = refusalText({ ...refusal, problems, problemCount: 30 });
    expect(text.match(/ფაილი: /g)).toHaveLength(notifiedProblems);
    expect(text).toContain(`კიდევ ${30 - notifiedProblems} შეცდომა`);
    expect(text).toContain(`${30 - notifiedProblems} more: see the inbox.`);
    // English counts in plural forms: one problem, many problems.
    expect(text).toContain('30 content problems; the site');
    expect(text.match(/File: /g)).toHaveLength(notifiedProblems);
  });

  it('splits a field into its name and the editor’s column', () => {
    expect(fieldParts('ka.validUntil')).toEqual({ name: 'validUntil', column: 'ka' });
    expect(fieldParts('en.features.2')).toEqual({ name: 'features.2', column: 'en' });
    expect(fieldParts('id')).toEqual({ name: 'id', column: null });
  });

  it('always fits Telegram, with the heading first and the inbox link last', () => {
    const long = (max: number) =>
      fc.string({ unit: fc.constantFrom('&', '<', 'ა', 'x'), minLength: max, maxLength: max });
    const problem = fc.record({
      file: long(reportLimits.file),
      line: fc.nat(),
      entry: long(reportLimits.entry),
      field: long(reportLimits.field),
      message: long(reportLimits.problem),
    });
    fc.assert(
      fc.property(
        fc.array(problem, { maxLength: maxKeptProblems }),
        long(200),
        (problems, message) => {
          const text = refusalTelegram({
            ...refusal,
            problems,
            message,
            problemCount: problems.length,
          });
          expect(text.length).toBeLessThanOrEqual(telegramLimit);
          expect(text.startsWith('⛔ <b>საიტი არ გამოქვეყნდა</b>')).toBe(true);
          expect(text.endsWith(refusal.inboxUrl!)).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });
});
