/** @jest-environment node */
import fc from 'fast-check';
import { customerWords, replyLinks, requestLanguage, statedLanguage } from '@/worker/reply-links';

const textOf = (href: string) => decodeURIComponent(new URL(href).searchParams.get('text') ?? '');

describe('the ways to answer a request', () => {
  it('calls, e-mails and writes on WhatsApp in the request’s language, naming the reference', () => {
    const links = replyLinks('S-2705-0012', {
      name: 'ნინო',
      phone: '555 12 34 56',
      email: 'nino@example.ge',
      locale: 'ka',
    });
    expect(links.tel).toBe('tel:+995555123456');
    expect(links.phone).toBe('+995555123456');
    const greeting = 'გამარჯობა, ნინო! გწერთ თქვენი მოთხოვნის (S-2705-0012) შესახებ.';
    expect(links.whatsapp).toBe(`https://wa.me/995555123456?text=${encodeURIComponent(greeting)}`);
    const mail = new URL(links.mailto ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('nino@example.ge');
    expect(mail.searchParams.get('subject')).toBe('თქვენი მოთხოვნა S-2705-0012');
    expect(mail.searchParams.get('body')).toBe(`${greeting}\r\n\r\n`);
  });

  it('greets in English for a request sent from the English site, without a name when none', () => {
    const links = replyLinks('Q-2705-0003', {
      phone: '+44 20 7946 0958',
      page: 'https://example.ge/gps-app/en/quote/',
    });
    expect(links.language).toBe('en');
    expect(textOf(links.whatsapp ?? '')).toBe('Hello! This is about your request Q-2705-0003.');
    expect(links.mailto).toBeNull();
  });

  it('reads the language from the form, else the page’s folder, else answers in Georgian', () => {
    expect(statedLanguage({ locale: 'en', page: '/gps-app/ka/x/' })).toBe('en');
    expect(statedLanguage({ page: '/gps-app/en/contacts/' })).toBe('en');
    expect(statedLanguage({ locale: 'ru', page: 'https://evil.example/en' })).toBeNull();
    expect(requestLanguage({})).toBe('ka');
  });

  it('links only a number and an address the forms accept', () => {
    const none = replyLinks('C-2705-0001', { phone: '12', email: 'nino at example' });
    expect([none.tel, none.whatsapp, none.mailto]).toEqual([null, null, null]);
    const odd = replyLinks('C-2705-0001', { phone: 5551234, email: ['a@b.ge'] });
    expect([odd.tel, odd.mailto]).toEqual([null, null]);
  });

  it('keeps a hostile name inside the greeting, one line, cut, never part of the address', () => {
    const name = `Nino&text=x#frag\n<script>\u202E${'ა'.repeat(100)}`;
    const links = replyLinks('C-2705-0002', {
      name,
      phone: '+995555123456',
      email: 'a?cc=evil@example.ge',
      locale: 'en',
    });
    const greeting = textOf(links.whatsapp ?? '');
    expect(greeting).toMatch(/^Hello, Nino&text=x#frag <script> ა+! This is about/);
    expect(Array.from(greeting.split('!')[0]!).length).toBe('Hello, '.length + 60);
    expect(new URL(links.whatsapp ?? '').pathname).toBe('/995555123456');
    expect(links.mailto).toMatch(/^mailto:a%3Fcc%3Devil@example\.ge\?subject=/);
  });

  it('writes the subject and greeting from the messages', () => {
    expect(customerWords('M-2705-0001', '  ', 'en')).toEqual({
      subject: 'Your request M-2705-0001',
      greeting: 'Hello! This is about your request M-2705-0001.',
    });
  });

  it('never throws and builds only its own kinds of link, for any payload (property)', () => {
    const anyText = fc.string({ unit: 'binary', maxLength: 200 });
    fc.assert(
      fc.property(
        fc.record({ name: anyText, phone: anyText, email: anyText, page: anyText }),
        anyText,
        (payload, reference) => {
          const links = replyLinks(reference, payload);
          if (links.tel) expect(links.tel).toMatch(/^tel:\+\d{7,15}$/);
          if (links.whatsapp) expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/\d{7,15}\?text=/);
          if (links.mailto) expect(links.mailto).toMatch(/^mailto:[^\s?#]+@[^\s?#]+\?subject=/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
