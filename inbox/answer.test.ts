import type { RequestDetail } from '@/inbox/api';
import { answerLinks } from '@/inbox/answer';
import { changeText, historySection } from '@/inbox/history';
import { inboxTranslator } from '@/inbox/messages';

const context = (locale: 'en' | 'ka' = 'en') => ({
  doc: document,
  t: inboxTranslator(locale),
  locale,
});

const request = (payload: Record<string, unknown>, history: RequestDetail['history'] = []) => ({
  id: 7,
  reference: 'S-2705-0007',
  kind: 'service' as const,
  createdAt: '2027-05-31T10:05:00.000Z',
  status: 'new' as const,
  note: '',
  notifiedAt: null,
  notifyAttempts: 0,
  payload,
  history,
});

const hrefs = (element: HTMLElement | null) =>
  [...(element?.querySelectorAll('a') ?? [])].map((a) => [
    a.dataset.answer,
    a.textContent,
    a.getAttribute('href'),
  ]);

describe('the ways to answer in the inbox', () => {
  it('offers call, e-mail and WhatsApp, each carrying the reference', () => {
    const links = answerLinks(
      context('ka'),
      request({ name: 'Levan', phone: '555 00 11 22', email: 'levan@example.ge', locale: 'en' }),
      { full: true },
    );
    const greeting = 'Hello, Levan! This is about your request S-2705-0007.';
    expect(hrefs(links)).toEqual([
      ['tel', 'დარეკვა +995555001122', 'tel:+995555001122'],
      [
        'mailto',
        'ელფოსტა levan@example.ge',
        `mailto:levan@example.ge?subject=${encodeURIComponent('Your request S-2705-0007')}&body=${encodeURIComponent(`${greeting}\n\n`).replace(/%0A/g, '%0D%0A')}`,
      ],
      ['whatsapp', 'WhatsApp', `https://wa.me/995555001122?text=${encodeURIComponent(greeting)}`],
    ]);
    expect(links?.querySelector('[data-answer=whatsapp]')?.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    const short = answerLinks(context('en'), request({ phone: '+995555001122' }), { full: false });
    expect(short?.textContent).toBe('Call · WhatsApp');
  });

  it('says so when there is nothing to answer to, and leaves a row without links', () => {
    const none = request({ name: 'x', phone: 'call me', email: '<script>' });
    expect(answerLinks(context('en'), none, { full: true })?.textContent).toBe(
      'The request has no phone number or e-mail address to answer.',
    );
    expect(answerLinks(context('en'), none, { full: false })).toBeNull();
  });
});

describe('a request’s history', () => {
  const history: RequestDetail['history'] = [
    {
      at: '2027-05-31T10:20:00.000Z',
      actor: 'dealer@example.ge',
      status: 'in_progress',
      note: 'Technician <b>Monday</b>',
    },
    { at: '2027-06-01T07:00:00.000Z', actor: '', status: 'done', note: '' },
  ];

  it('lists arrival and each change with who and when, on Tbilisi’s clock, in both languages', () => {
    const ka = historySection(context('ka'), request({}, history));
    expect([...ka.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '31 მაისი 2027, 14:05 · მიღებულია',
      '31 მაისი 2027, 14:20 · dealer@example.ge: სტატუსი: მუშავდება; შენიშვნა: „Technician <b>Monday</b>“',
      '1 ივნისი 2027, 11:00 · უცნობი მომხმარებელი: სტატუსი: დასრულებული; შენიშვნა წაიშალა',
    ]);
    expect(ka.querySelector('b')).toBeNull();
    const en = historySection(context('en'), request({}, history));
    expect(en.querySelector('h3')?.textContent).toBe('History');
    expect(en.querySelectorAll('time')[1]?.getAttribute('datetime')).toBe(history[0]!.at);
    expect(changeText(context('en'), { ...history[0]!, status: null })).toBe(
      'note: “Technician <b>Monday</b>”',
    );
  });
});
