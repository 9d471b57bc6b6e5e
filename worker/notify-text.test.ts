/** @jest-environment node */
import fc from 'fast-check';
import type { RequestKind } from '@/worker/kinds';
import { buildNotification, inboxLink, type NotifyInput } from '@/worker/notify-text';
import {
  emailHtml,
  emailTextLimit,
  escapeHtml,
  notifyMarks,
  plainText,
  telegramLimit,
  telegramText,
} from '@/worker/notify-render';
import { oneLine } from '@/worker/one-line';

import { languageOf, words as notifyWords, type Language as NotifyLanguage } from '@/worker/words';
import { kindFields } from '@/worker/validate';
import {
  contactBody,
  meterBody,
  quoteBody,
  serviceBody,
} from '../tests/support/worker/form-payloads';

/** The Telegram message for one request. */
const notificationText = (input: NotifyInput, language?: NotifyLanguage) =>
  telegramText(buildNotification(input, language));

const inbox = 'https://example.ge/gps-app/admin/requests/';
const link = (reference: string) => `${inbox}?ref=${reference}`;

/** What the Worker stores: the form's fields without `kind` and the submission id. */
function stored(body: Record<string, unknown>): Record<string, unknown> {
  const payload = { ...body };
  delete payload.kind;
  delete payload.submissionId;
  return payload;
}

/** Starts every line of a Telegram message may have: the builder's marks and bold labels. */
function lineStarts(language: NotifyLanguage): string[] {
  const words = notifyWords[language];
  return [
    ...Object.values(notifyMarks.kinds).map((mark) => `${mark} <b>`),
    ...Object.values(notifyWords[language].fields).map((label) => `<b>${escapeHtml(label)}:</b> `),
    `${notifyMarks.item} <code>`,
    `${notifyMarks.cut} ${escapeHtml(words.cut)}`,
    `${notifyMarks.answer} `,
    `${notifyMarks.link} `,
  ];
}

/** Only the builder's tags, balanced on each line; every & starts an entity. */
function wellFormed(line: string): boolean {
  const withoutTags = line.replace(
    /<b>[^<>]*<\/b>|<code>[^<>]*<\/code>|<a href="https:\/\/wa\.me\/[^"<>]*">[^<>]*<\/a>/g,
    '',
  );
  return !/[<>]/.test(withoutTags) && !/&(?!amp;|lt;|gt;|quot;)/.test(line);
}

describe('the dealer’s notification', () => {
  it('names the kind and reference, the buyer, how to reach them and every quote line', () => {
    const text = notificationText(
      {
        kind: 'quote',
        reference: 'Q-2611-0042',
        payload: stored(quoteBody(undefined, ['colour-mfp-c3030', 'toner-t1'])),
        inboxUrl: inbox,
      },
      'en',
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('🧾 <b>Quote Q-2611-0042</b>');
    expect(lines).toEqual(
      expect.arrayContaining([
        '<b>Name:</b> Giorgi',
        '<b>Company:</b> Office Ltd',
        '<b>Phone:</b> +995599112233',
        '<b>Products:</b> 2',
        '• <code>colour-mfp-c3030 × 2</code> Product colour-mfp-c3030',
        '• <code>toner-t1 × 3</code> Product toner-t1',
        '<b>Note from the visitor:</b> By Friday',
      ]),
    );
    expect(lines.at(-1)).toBe(`🔗 ${link('Q-2611-0042')}`);
  });

  it('gives a business quote’s ID, delivery city and address and the VAT invoice wish', () => {
    const payload = {
      ...stored(quoteBody()),
      companyId: '205123456',
      city: 'Kutaisi',
      address: 'Rustaveli 5',
      vatInvoice: 'yes',
    };
    const lines = (language: 'ka' | 'en') =>
      notificationText({ kind: 'quote', reference: 'Q-2611-0043', payload }, language).split('\n');
    expect(lines('en')).toEqual(
      expect.arrayContaining([
        '<b>Identification code:</b> 205123456',
        '<b>City:</b> Kutaisi',
        '<b>Address:</b> Rustaveli 5',
        '<b>VAT invoice:</b> needed',
      ]),
    );
    expect(lines('ka')).toContain('<b>საიდენტიფიკაციო კოდი:</b> 205123456');
  });

  it('writes a service request’s options in the form’s words, in Georgian by default', () => {
    const payload = { ...stored(serviceBody()), visitDate: '2026-12-01', visitTime: 'morning' };
    const input: NotifyInput = { kind: 'service', reference: 'S-2611-0001', payload };
    const ka = notificationText(input);
    expect(ka.split('\n')[0]).toBe('🛠 <b>სერვისის მოთხოვნა S-2611-0001</b>');
    for (const expected of [
      '<b>სახელი:</b> Levan',
      '<b>ტელეფონი:</b> +995555001122',
      '<b>ქალაქი:</b> Tbilisi',
      '<b>მისამართი:</b> Rustaveli 1',
      '<b>მოდელი:</b> C3030',
      '<b>სერიული ნომერი:</b> ABC12345',
      '<b>პროდუქტი:</b> colour-mfp-c3030',
      '<b>პრობლემა:</b> ქაღალდი ეჭედება',
      '<b>რამდენად სასწრაფოა:</b> ჩვეულებრივი: მომდევნო სამუშაო დღეს',
      '<b>ვიზიტის თარიღი:</b> 2026-12-01',
      '<b>ვიზიტის დრო:</b> დილით (10:00–13:00)',
    ]) {
      expect(ka.split('\n')).toContain(expected);
    }
    const en = notificationText(input, 'en');
    expect(en).toContain('<b>Problem:</b> Paper jam');
    expect(en).toContain('<b>Urgency:</b> Normal: the next working day');
    expect(en).toContain('<b>Visit time:</b> Morning (10:00–13:00)');
  });

  // The label a browser sent is the visitor's text: it never poses as the option's words.
  it('shows the code of an option it does not know, never the label the form sent', () => {
    const text = notificationText(
      {
        kind: 'service',
        reference: 'S-2611-0002',
        payload: { problem: 'smoke', problemLabel: 'Smoke!', urgency: 'constructor' },
      },
      'en',
    );
    expect(text).toContain('<b>Problem:</b> smoke');
    expect(text).not.toContain('Smoke!');
    expect(text).toContain('<b>Urgency:</b> constructor');
  });

  it('shows a meter reading’s serial, date and counters', () => {
    const text = notificationText(
      {
        kind: 'meter',
        reference: 'M-2611-0003',
        payload: { ...stored(meterBody()), colour: '678' },
      },
      'en',
    );
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        '🔢 <b>Meter reading M-2611-0003</b>',
        '<b>Name:</b> Tamar',
        '<b>E-mail:</b> tamar@example.ge',
        '<b>Serial number:</b> XYZ98765',
        '<b>Reading date:</b> 2026-11-24',
        '<b>Black and white counter:</b> 12345',
        '<b>Colour counter:</b> 678',
      ]),
    );
  });

  it('shows a contact message’s topic, answer channel and message', () => {
    const text = notificationText({
      kind: 'contact',
      reference: 'C-2611-0004',
      payload: stored(contactBody()),
    });
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        '✉️ <b>შეტყობინება C-2611-0004</b>',
        '<b>თემა:</b> ზოგადი კითხვა',
        '<b>სახელი:</b> Nino Beridze',
        '<b>ელფოსტა:</b> nino@example.ge',
        '<b>პასუხის გზა:</b> ელფოსტით',
        '<b>შეტყობინება:</b> Please call me about a printer.',
      ]),
    );
  });

  it('escapes what the visitor typed, so it cannot become markup', () => {
    const text = notificationText({
      kind: 'contact',
      reference: 'C-2611-0001',
      payload: { name: '<a href="x">Boss</a> & co', message: 'a < b > c' },
    });
    expect(text).toContain('&lt;a href="x"&gt;Boss&lt;/a&gt; &amp; co');
    expect(text).toContain('a &lt; b &gt; c');
    expect(text).not.toContain('<a href');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('keeps every field on one line: no typed line break forges a line', () => {
    const forged = `Nino\n🔗 https://evil.example/\r\n<b>Phone:</b> 1\u2028✂️ x\u2029y\u0085z\tw\u000b\u000cv\u202Eq`;
    const input: NotifyInput = {
      kind: 'quote',
      reference: 'Q-2611-0005',
      payload: {
        name: forged,
        note: forged,
        items: [{ id: 'a\nb', quantity: 1, name: forged }],
      },
      inboxUrl: inbox,
    };
    const telegram = notificationText(input, 'en').split('\n');
    expect(telegram).toHaveLength(6);
    expect(telegram.filter((line) => line.startsWith('🔗'))).toEqual([`🔗 ${link('Q-2611-0005')}`]);
    expect(telegram[1]).toBe(
      '<b>Name:</b> Nino 🔗 https://evil.example/ &lt;b&gt;Phone:&lt;/b&gt; 1 ✂️ x y z w v q',
    );
    expect(telegram[3]).toMatch(/^• <code>a b × 1<\/code> Nino 🔗/);
    const email = plainText(buildNotification(input, 'en')).split('\n');
    expect(email).toHaveLength(6);
    expect(email[1]).toBe('Name: Nino 🔗 https://evil.example/ <b>Phone:</b> 1 ✂️ x y z w v q');
    expect(oneLine('a\u2028\u2029\r\n b')).toBe('a b');
    expect(oneLine('\uD800x')).toBe('\uFFFDx');
  });

  it('fits a hostile 50-line quote into Telegram’s limit, cut with a mark, the link last', () => {
    const items = Array.from({ length: 50 }, (_, index) => ({
      id: `product-${index}`,
      quantity: 999,
      name: `<&>${'ნ'.repeat(280)}\n${index}`,
    }));
    const input: NotifyInput = {
      kind: 'quote',
      reference: 'Q-2611-0006',
      payload: { name: 'Nino', phone: '+995555123456', items, note: '&'.repeat(5000) },
      inboxUrl: inbox,
    };
    const text = notificationText(input);
    expect(text.length).toBeLessThanOrEqual(telegramLimit);
    expect(text.length).toBeGreaterThan(telegramLimit - 400);
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe(`🔗 ${link('Q-2611-0006')}`);
    // The ways to answer survive the cut, between its mark and the link.
    expect(lines.at(-2)).toMatch(/^↩️ დარეკვა: \+995555123456 · <a href="https:\/\/wa\.me\//);
    expect(lines.at(-3)).toBe(`✂️ ${notifyWords.ka.cut}`);
    expect(lines).toContain('<b>ტელეფონი:</b> +995555123456');
    expect(lines.every(wellFormed)).toBe(true);
    const email = plainText(buildNotification(input));
    expect(email.length).toBeLessThanOrEqual(emailTextLimit);
    expect(email.split('\n').filter((line) => line.startsWith('•'))).toHaveLength(50);
  });

  it('fits a long service request, cutting inside a field at a character, never an entity', () => {
    const payload = {
      name: 'Levan',
      phone: '+995555000111',
      address: `${'&<'.repeat(1500)} Rustaveli`,
      model: 'C3030',
      details: 'ა'.repeat(5000),
    };
    const text = notificationText(
      { kind: 'service', reference: 'S-2611-0007', payload, inboxUrl: inbox },
      'en',
    );
    expect(text.length).toBeLessThanOrEqual(telegramLimit);
    const lines = text.split('\n');
    const address = lines.find((line) => line.startsWith('<b>Address:</b>'));
    expect(address).toMatch(/^<b>Address:<\/b> (&amp;&lt;)+(&amp;)?…$/);
    expect(lines.at(-3)).toBe('✂️ cut: the whole request is in the inbox');
    expect(lines.at(-2)).toMatch(/^↩️ Call: \+995555000111 · <a href=/);
    expect(lines.at(-1)).toBe(`🔗 ${link('S-2611-0007')}`);
    expect(lines.every(wellFormed)).toBe(true);
  });

  it('ends with the ways to answer: call, e-mail (the reference in the subject) and WhatsApp', () => {
    const input: NotifyInput = {
      kind: 'contact',
      reference: 'C-2611-0004',
      payload: { ...stored(contactBody()), locale: 'en' },
      inboxUrl: inbox,
    };
    const telegram = notificationText(input).split('\n');
    const greeting = 'Hello, Nino Beridze! This is about your request C-2611-0004.';
    const wa = `https://wa.me/995555123456?text=${encodeURIComponent(greeting)}`;
    // The dealer's words (Georgian), the customer's greeting in the request's language.
    expect(telegram.at(-2)).toBe(
      `↩️ დარეკვა: +995555123456 · ელფოსტა: nino@example.ge · <a href="${wa}">WhatsApp</a>`,
    );
    expect(telegram).toContain('<b>ენა:</b> ინგლისური');
    const email = plainText(buildNotification(input, 'en')).split('\n');
    const mailto =
      'mailto:nino@example.ge?subject=Your%20request%20C-2611-0004' +
      `&body=${encodeURIComponent(`${greeting}\n\n`).replace(/%0A/g, '%0D%0A')}`;
    expect(email.slice(-4)).toEqual([
      '↩️ Call: tel:+995555123456',
      `↩️ E-mail: ${mailto}`,
      `↩️ WhatsApp: ${wa}`,
      `🔗 ${link('C-2611-0004')}`,
    ]);
    const html = emailHtml(buildNotification(input, 'en'));
    expect(html).toContain('<a href="tel:+995555123456">Call: +995555123456</a>');
    expect(html).toContain(
      `<a href="${mailto.replace(/&/g, '&amp;')}">E-mail: nino@example.ge</a>`,
    );
    expect(html).toContain(`<a href="${wa}">WhatsApp</a>`);
    expect(html).toContain(`🔗 <a href="${link('C-2611-0004')}">`);
  });

  it('offers no way the request cannot be answered by', () => {
    const lines = notificationText({
      kind: 'meter',
      reference: 'M-2611-0009',
      payload: { name: 'Tamar', phone: '12', email: 'not an address' },
    }).split('\n');
    expect(lines.some((line) => line.startsWith(notifyMarks.answer))).toBe(false);
  });

  it('has a line for every field of every kind, options in words', () => {
    const values: Record<string, string> = {
      topic: 'general',
      reply: 'whatsapp',
      problem: 'paper-jam',
      urgency: 'urgent',
      visitTime: 'morning',
      vatInvoice: 'yes',
      productId: 'colour-mfp-c3030',
      phone: '+995555123456',
      email: 'a@example.ge',
    };
    const words = notifyWords.en;
    const shown: Record<string, string> = {
      topic: words.options.topic.general,
      reply: words.options.reply.whatsapp,
      problem: words.options.problem['paper-jam'],
      urgency: words.options.urgency.urgent,
      visitTime: words.options.visitTime.morning,
      vatInvoice: words.options.vatInvoice.yes,
    };
    for (const kind of ['contact', 'quote', 'service', 'meter'] as const) {
      const payload = Object.fromEntries(
        kindFields[kind].map((field) => [field, values[field] ?? `value of ${field}`]),
      );
      const text = notificationText({ kind, reference: 'R-2611-0001', payload }, 'en');
      for (const field of kindFields[kind]) {
        const value = escapeHtml(shown[field] ?? payload[field] ?? '');
        expect({ kind, field, shown: text.includes(`</b> ${value}`) }).toEqual({
          kind,
          field,
          shown: true,
        });
      }
    }
  });

  it('counts a request’s photos', () => {
    const payload = { ...stored(serviceBody()), photos: [{ index: 0 }, { index: 1 }] };
    const text = notificationText({ kind: 'service', reference: 'S-2611-0010', payload }, 'en');
    expect(text.split('\n')).toContain('<b>Photos:</b> 2');
  });

  it('names the kind, the reference and the customer in the e-mail’s subject', () => {
    const notification = buildNotification(
      { kind: 'service', reference: 'S-2611-0008', payload: { name: 'Levan\r\nBcc: x' } },
      'en',
    );
    expect(notification.subject).toBe('Service request S-2611-0008 — Levan Bcc: x');
  });

  it('links the request itself in the inbox', () => {
    expect(inboxLink(inbox, 'Q-2611-0042')).toBe(`${inbox}?ref=Q-2611-0042`);
    expect(inboxLink('/gps-app/admin/requests/?x=1', 'a b')).toBe(
      '/gps-app/admin/requests/?x=1&ref=a%20b',
    );
    expect(languageOf(' EN ')).toBe('en');
    expect(languageOf('fr')).toBe('ka');
    expect(languageOf(undefined)).toBe('ka');
  });
});

// Text that breaks lines, markup and entities often, and any code point (lone surrogates too).
const hostile = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 400 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom(
        '\n',
        '\r',
        '\t',
        '\u2028',
        '\u2029',
        '\u0085',
        '<',
        '>',
        '&',
        'ა',
        'x',
        ' ',
        '\uD83D',
        '🔗',
      ),
      maxLength: 300,
    }),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 2000, maxLength: 6000 }) },
);
const fieldNames = [
  'topic',
  'reply',
  'topicLabel',
  'replyLabel',
  'name',
  'company',
  'phone',
  'email',
  'message',
  'note',
  'model',
  'serial',
  'productId',
  'problem',
  'problemLabel',
  'errorCode',
  'details',
  'urgency',
  'urgencyLabel',
  'address',
  'visitDate',
  'visitTime',
  'visitTimeLabel',
  'date',
  'mono',
  'colour',
  'page',
] as const;
const payloadArbitrary = fc.record(
  {
    ...Object.fromEntries(fieldNames.map((name) => [name, hostile])),
    items: fc.array(
      fc.record({ id: hostile, quantity: fc.oneof(fc.integer(), hostile), name: hostile }),
      { maxLength: 50 },
    ),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, unknown>>;
const kindArbitrary = fc.constantFrom<RequestKind>('contact', 'quote', 'service', 'meter');
const languageArbitrary = fc.constantFrom<NotifyLanguage>('ka', 'en');

describe('the notification, for any payload', () => {
  it('fits Telegram, starts each line with the builder’s own mark and ends with the link', () => {
    fc.assert(
      fc.property(kindArbitrary, languageArbitrary, payloadArbitrary, (kind, language, payload) => {
        const input = { kind, reference: 'R-2611-0001', payload, inboxUrl: inbox };
        const text = telegramText(buildNotification(input, language));
        expect(text.length).toBeLessThanOrEqual(telegramLimit);
        expect(text.endsWith(`\n🔗 ${escapeHtml(link('R-2611-0001'))}`)).toBe(true);
        const starts = lineStarts(language);
        for (const line of text.split('\n')) {
          expect(starts.some((start) => line.startsWith(start))).toBe(true);
          expect(wellFormed(line)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives the e-mail the same lines, one per field, within its limit', () => {
    fc.assert(
      fc.property(kindArbitrary, payloadArbitrary, (kind, payload) => {
        const notification = buildNotification({
          kind,
          reference: 'R-2611-0002',
          payload,
          inboxUrl: inbox,
        });
        const text = plainText(notification);
        expect(text.length).toBeLessThanOrEqual(emailTextLimit);
        expect(text.endsWith(`\n🔗 ${link('R-2611-0002')}`)).toBe(true);
        const lines = text.split('\n');
        // The heading, a line per field, the ways to answer when the payload gives one (a
        // valid e-mail or phone), the link.
        if (!lines.some((line) => line.startsWith(notifyMarks.cut))) {
          const answerLine = notification.answers.length > 0 ? 1 : 0;
          expect(lines).toHaveLength(notification.lines.length + 2 + answerLine);
        }
        expect(/[\r\u2028\u2029\u0085]/.test(text)).toBe(false);
        expect(emailHtml(notification).length).toBeLessThanOrEqual(emailTextLimit);
        expect(/[\r\n\u2028\u2029]/.test(notification.subject)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
