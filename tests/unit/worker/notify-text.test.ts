/** @jest-environment node */
import { escapeHtml, maxQuotedLength, notificationText } from '@/worker/notify-text';

describe('the dealer’s Telegram message', () => {
  it('names the reference, the buyer, how to reach them and each product with its quantity', () => {
    const text = notificationText({
      kind: 'quote',
      reference: 'Q-2611-0042',
      payload: {
        subject: 'Quote request from the website',
        name: 'Nino',
        company: 'Office Ltd',
        phone: '+995555123456',
        email: 'nino@example.ge',
        items: [
          { id: 'colour-mfp-c3030', quantity: 2, name: 'C3030' },
          { id: 'toner-t1', quantity: 10, name: '' },
        ],
        note: 'Before Friday',
      },
    });
    const lines = text.split('\n');
    expect(lines[0]).toContain('<b>Q-2611-0042</b>');
    expect(text).toContain('Nino, Office Ltd');
    expect(text).toContain('+995555123456');
    expect(text).toContain('nino@example.ge');
    expect(text).toContain('<code>colour-mfp-c3030 × 2</code> C3030');
    expect(text).toContain('<code>toner-t1 × 10</code>');
    expect(text).toContain('Before Friday');
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

  it('shows a meter reading’s serial, date and counters', () => {
    const text = notificationText({
      kind: 'meter',
      reference: 'M-2611-0003',
      payload: {
        serial: 'ABC123',
        date: '2026-11-24',
        mono: '12345',
        colour: '678',
        name: 'Giorgi',
      },
    });
    expect(text).toContain('ABC123');
    expect(text).toContain('2026-11-24');
    expect(text).toContain('12345 / 678');
  });

  it('cuts a long message well inside Telegram’s 4096 characters', () => {
    const text = notificationText({
      kind: 'contact',
      reference: 'C-2611-0002',
      payload: { name: 'N', message: 'ა'.repeat(10_000) },
    });
    expect(Array.from(text).length).toBeLessThan(4096);
    expect(text).toContain(`${'ა'.repeat(maxQuotedLength)}…`);
  });

  it('leaves out what was not given and links the inbox', () => {
    const text = notificationText({
      kind: 'service',
      reference: 'S-2611-0001',
      payload: { name: 'Levan', phone: '+995555000111', model: 'C3030', serial: 'SN123456' },
      inboxUrl: 'https://example.ge/gps-app/admin/requests/',
    });
    expect(text).not.toContain('📧');
    expect(text).toContain('C3030, SN123456');
    expect(text.endsWith('https://example.ge/gps-app/admin/requests/')).toBe(true);
  });
});
