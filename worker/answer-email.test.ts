/** @jest-environment node */
import en from '@/messages/customer-email/en.json';
import ka from '@/messages/customer-email/ka.json';
import inboxEn from '@/messages/inbox/en.json';
import inboxKa from '@/messages/inbox/ka.json';
import type { AnswerTexts } from '@/lib/request-answers';
import { answerEmail } from '@/worker/answer-email';
import { requestKinds } from '@/worker/kinds';

const texts = (language: string): AnswerTexts => ({
  company: `Shop ${language} <Print> & Co`,
  phone: '+995 32 200 00 00',
  email: 'info@shop.example',
  next: Object.fromEntries(
    requestKinds.map((kind) => [kind, `Next for ${kind} in ${language}: we call <soon> & write.`]),
  ),
});

const languages = [
  { language: 'ka', words: ka, kinds: inboxKa.kinds },
  { language: 'en', words: en, kinds: inboxEn.kinds },
] as const;

describe('the customer’s e-mail', () => {
  describe.each(languages)('in $language', ({ language, words, kinds }) => {
    it.each(requestKinds)(
      'for a %s request: subject with the reference, greeting, kind, what happens next, how to reach the shop',
      (kind) => {
        const message = answerEmail({ kind, reference: 'S-2611-0042' }, language, texts(language));
        expect(message.subject).toBe(words.subject.replace('{reference}', 'S-2611-0042'));
        expect(message.idempotencyKey).toBe('answer/S-2611-0042');
        const lines = message.text.split('\n');
        expect(lines[0]).toBe(words.greeting);
        expect(lines).toContain(`${words.reference}: S-2611-0042`);
        expect(lines).toContain(`${words.kind}: ${kinds[kind]}`);
        expect(lines).toContain(texts(language).next[kind]);
        // No other kind's text.
        for (const other of requestKinds.filter((k) => k !== kind))
          expect(message.text).not.toContain(texts(language).next[other]);
        expect(message.text).toContain(
          words.reach
            .replace('{phone}', '+995 32 200 00 00')
            .replace('{email}', 'info@shop.example'),
        );
        expect(message.text).toContain(`${words.signOff}\n${texts(language).company}`);
        expect(message.text.endsWith(words.why)).toBe(true);
      },
    );

    it('has an HTML part with the same text, escaped, and the phone and e-mail as links', () => {
      const message = answerEmail(
        { kind: 'quote', reference: 'Q-2611-0007' },
        language,
        texts(language),
      );
      const html = message.html ?? '';
      expect(html).toContain(`Shop ${language} &lt;Print&gt; &amp; Co`);
      expect(html).toContain('we call &lt;soon&gt; &amp; write.');
      expect(html).not.toMatch(/<Print>|<soon>/);
      expect(html).toContain('<a href="tel:+995322000000">+995 32 200 00 00</a>');
      expect(html).toContain('<a href="mailto:info@shop.example">info@shop.example</a>');
      expect(html).toContain(`<b>${words.reference}:</b> Q-2611-0007`);
      // Every word of the text part is in the HTML part (tags and escapes aside).
      const shown = html
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      for (const word of message.text.split(/\s+/).filter((w) => w && w !== '--'))
        expect(shown).toContain(word);
    });
  });

  it('says why it came and that an address gets one a day, in both languages', () => {
    expect(en.why).toMatch(/one such e-mail to an address a day/);
    expect(ka.why).toMatch(/დღეში ერთზე მეტ/);
    expect(Object.keys(ka).sort()).toEqual(Object.keys(en).sort());
    for (const words of [ka, en])
      for (const text of Object.values(words)) expect(text.trim()).not.toBe('');
  });
});
