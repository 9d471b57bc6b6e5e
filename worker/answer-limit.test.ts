/** @jest-environment node */
import fc from 'fast-check';
import { emailPattern } from '@/components/forms/fieldRules';
import { answerAddress, answerKey, answerPruneDay, mailboxOf } from '@/worker/answer-limit';
import { tbilisiDay as answerDay } from '@/worker/reference';

// Names and hosts as people have them: letters, digits, dots inside, hyphens inside a label.
const namePart = fc.stringMatching(/^[a-z0-9_-]{1,10}$/);
const name = fc.array(namePart, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
const hostLabel = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
const host = fc
  .tuple(fc.array(hostLabel, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([labels, top]) => [...labels, top].join('.'));
const address = fc.tuple(name, host).map(([n, h]) => `${n}@${h}`);
const tag = fc.stringMatching(/^[a-z0-9._-]{0,12}$/);
/** Upper-cases some letters. */
const recased = (text: string, mask: boolean[]) =>
  Array.from(text, (c, i) => (mask[i % mask.length] ? c.toUpperCase() : c)).join('');

describe('the address a customer e-mail goes to', () => {
  it('is one plain address the forms accept, trimmed', () => {
    expect(answerAddress('  nino@example.ge ')).toBe('nino@example.ge');
    expect(answerAddress('Nino.Beridze+quotes@mail.example.ge')).toBe(
      'Nino.Beridze+quotes@mail.example.ge',
    );
    expect(answerAddress('tamar@xn--e1afmkfd.xn--p1ai')).toBe('tamar@xn--e1afmkfd.xn--p1ai');
  });

  it('is none for anything a mail system could read as more, or as a name to show', () => {
    for (const value of [
      '',
      'nino',
      'nino@example',
      'a@b.c',
      'nino@example.ge, victim@example.com',
      'nino@example.ge,victim',
      'Nino <nino@example.ge>',
      'Free<nino@example.ge>',
      '"nino"@example.ge',
      'nino@@example.ge',
      'nino@exa mple.ge',
      'nino@example.ge\nBcc: victim@example.com',
      '.nino@example.ge',
      'ni..no@example.ge',
      'nino@-example.ge',
      'ნინო@example.ge',
      `${'a'.repeat(65)}@example.ge`,
      `nino@${Array.from('abcde', (c) => c.repeat(60)).join('.')}.ge`, // past 254 characters
      42,
      null,
      ['nino@example.ge'],
    ])
      expect(answerAddress(value)).toBeNull();
  });

  it('accepts every plain address as it is, and never anything the forms’ rule refuses (property)', () => {
    fc.assert(
      fc.property(address, fc.string(), (plain, anything) => {
        expect(answerAddress(plain)).toBe(plain);
        expect(answerAddress(` ${plain}\t`)).toBe(plain);
        const read = answerAddress(anything);
        if (read !== null) {
          expect(emailPattern.test(read)).toBe(true);
          expect(read).toMatch(/^[\x21-\x7e]+$/);
          expect(read).not.toMatch(/[,;<>"()[\]\\\s]/);
          expect(read.split('@')).toHaveLength(2);
        }
      }),
    );
  });
});

describe('one e-mail a day to a mailbox', () => {
  it('counts spellings of one mailbox together: case, +tags, Gmail’s dots', () => {
    expect(mailboxOf('Nino.Beridze+Quotes@Example.GE')).toBe('nino.beridze@example.ge');
    expect(mailboxOf('n.i.n.o+x@googlemail.com')).toBe('nino@gmail.com');
    // Dots matter elsewhere: another mailbox.
    expect(mailboxOf('n.ino@example.ge')).not.toBe(mailboxOf('nino@example.ge'));
  });

  it('one mailbox in any case and with any +tag; another name or host is another (property)', () => {
    fc.assert(
      fc.property(address, tag, fc.array(fc.boolean(), { minLength: 1 }), (plain, t, mask) => {
        const [n, h] = plain.split('@') as [string, string];
        const mailbox = mailboxOf(plain);
        expect(mailboxOf(recased(plain, mask))).toBe(mailbox);
        expect(mailboxOf(`${n}+${t}@${h}`)).toBe(mailbox);
        expect(mailboxOf(mailbox)).toBe(mailbox);
        expect(mailboxOf(`${n}x@${h}`)).not.toBe(mailbox);
        expect(mailboxOf(`${n}@x${h}`)).not.toBe(mailbox);
      }),
    );
  });

  it('counts by the day in Tbilisi (UTC+4): a new day starts at 20:00 UTC', () => {
    expect(answerDay(new Date('2026-11-25T19:59:59.999Z'))).toBe('2026-11-25');
    expect(answerDay(new Date('2026-11-25T20:00:00.000Z'))).toBe('2026-11-26');
    expect(answerPruneDay(new Date('2026-11-25T20:00:00.000Z'))).toBe('2026-11-25');
  });

  it('keeps a digest of the day and the mailbox, never the address', async () => {
    const key = await answerKey('Nino+x@Example.ge', '2026-11-25');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await answerKey('nino@example.ge', '2026-11-25')).toBe(key);
    expect(await answerKey('nino@example.ge', '2026-11-26')).not.toBe(key);
    expect(await answerKey('tamar@example.ge', '2026-11-25')).not.toBe(key);
  });
});
