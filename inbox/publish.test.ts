import type { LaunchChecklist, PublishRun } from '@/inbox/api';
import { inboxTranslator, type InboxLocale } from '@/inbox/messages';
import { launchList, publishStatus } from '@/inbox/publish';

const run = (overrides: Partial<PublishRun> = {}): PublishRun => ({
  id: 1,
  run: '900-1',
  state: 'live',
  commit: 'abcdef1234567890',
  message: 'Update product c3030',
  committedAt: null,
  problems: [],
  problemCount: 0,
  startedAt: '2027-05-31T10:00:00.000Z',
  updatedAt: '2027-05-31T10:05:00.000Z',
  notifiedAt: null,
  ...overrides,
});

const hostile = '<img src=x onerror="window.hacked=1">';
const refused = run({
  id: 2,
  run: '901-1',
  state: 'refused',
  message: hostile,
  problems: [
    {
      file: 'content/offers/spring-sale.yaml',
      line: 12,
      entry: 'spring-sale',
      field: 'ka.validUntil',
      message: 'is not a real calendar date',
    },
    { file: 'content/company.yaml', message: hostile },
  ],
  problemCount: 3,
  startedAt: '2027-05-31T11:00:00.000Z',
  updatedAt: '2027-05-31T11:02:00.000Z',
});

const context = (locale: InboxLocale) => ({ doc: document, t: inboxTranslator(locale), locale });
const textOf = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim();

describe('the publishing status', () => {
  it('says the site is live since the run’s time, in Georgian form', () => {
    const section = publishStatus(context('ka'), [run()])!;
    expect(section.dataset.state).toBe('live');
    expect(textOf(section.querySelector('.state'))).toBe(
      'საიტი განახლებულია. გამოქვეყნდა: 31 მაისი 2027, 14:05.',
    );
    expect(textOf(section.querySelector('.change'))).toBe(
      'ცვლილება: „Update product c3030“ (abcdef1)',
    );
  });

  it('says a save is being published, and since when the site shows the last one', () => {
    const section = publishStatus(context('en'), [run({ id: 2, state: 'started' }), run()])!;
    expect(textOf(section.querySelector('.state'))).toBe(
      'Being published since May 31, 2027, 14:00: it usually takes 8–10 minutes.',
    );
    expect(section.textContent).toContain('Last published May 31, 2027, 14:05.');
  });

  it('lists a refusal’s problems with file, line, entry, field and column, as text', () => {
    const section = publishStatus(context('ka'), [refused, run()])!;
    expect(textOf(section.querySelector('.state'))).toBe(
      'არ გამოქვეყნდა (31 მაისი 2027, 15:02). საიტზე ისევ წინა ვერსია ჩანს.',
    );
    const items = [...section.querySelectorAll('ol.problems > li')].map((li) =>
      [...li.children].map(textOf),
    );
    expect(items).toEqual([
      [
        'content/offers/spring-sale.yaml, სტრიქონი 12',
        'ჩანაწერი: spring-sale · ველი: validUntil (ქართული სვეტი)',
        'is not a real calendar date',
      ],
      ['content/company.yaml', hostile],
    ]);
    expect(section.textContent).toContain('გასასწორებელია 3 შეცდომა:');
    expect(section.textContent).toContain('და კიდევ 1');
    expect(section.querySelector('.fix')?.textContent).toContain('ეს შენახვა გამოაქვეყნებს');
    expect(section.querySelector('img')).toBeNull();
  });

  it('says a refusal without content problems is for the developer; nothing before a report', () => {
    const section = publishStatus(context('en'), [run({ state: 'refused' })])!;
    expect(section.textContent).toContain('Not a content problem: tell the developer.');
    expect(section.querySelector('ol')).toBeNull();
    expect(publishStatus(context('en'), [])).toBeNull();
  });
});

const checklist: LaunchChecklist = {
  mustFix: [{ file: 'content/company.yaml', ka: 'კომპანია → ტელეფონი', en: 'Company → Phone' }],
  hidden: [
    { file: 'content/pages/about.yaml', ka: 'გვერდი სანიმუშოა', en: 'The page is a sample' },
    { file: 'content/partners/a.yaml', ka: 'პარტნიორი', en: 'The partner' },
  ],
  advice: [],
};

describe('the launch checklist', () => {
  it('counts each part and lists each item in the dealer’s language with its file', () => {
    const details = launchList(context('ka'), checklist);
    expect(details.tagName).toBe('DETAILS');
    expect(details.hasAttribute('open')).toBe(true);
    expect(textOf(details.querySelector('summary'))).toBe('გაშვებამდე (3)');
    expect([...details.querySelectorAll('h3')].map(textOf)).toEqual([
      'აუცილებლად გასასწორებელია, სანამ საიტი გამოქვეყნდება (1)',
      'ნამდვილ საიტზე არ ჩანს, სანამ არ შეცვლით (2)',
    ]);
    expect([...details.querySelectorAll('[data-part=hidden] li')].map(textOf)).toEqual([
      'გვერდი სანიმუშოა content/pages/about.yaml',
      'პარტნიორი content/partners/a.yaml',
    ]);
  });

  it('stays closed when nothing blocks the publish, and says when nothing is sample', () => {
    const en = launchList(context('en'), { ...checklist, mustFix: [] });
    expect(en.hasAttribute('open')).toBe(false);
    expect(textOf(en.querySelector('summary'))).toBe('Before launch (2)');
    const none = launchList(context('en'), { mustFix: [], hidden: [], advice: [] });
    expect(none.textContent).toContain('Nothing is sample any more.');
  });
});
