import fc from 'fast-check';
import compile from 'icu-minify/compile';
import messages from '@/messages/en.json';
import ka from '@/messages/ka.json';
import { quoteBadgeScript } from '@/components/quote-list/badge/quoteBadgeScript';
import { formatIcu } from '@/lib/icu';
import { parseStoredLines } from '@/lib/quote-list/lines';

/** The header's badge as the page has it: the link, then its inline script run. */
function paint(raw: string | null, lang = 'en') {
  localStorage.clear();
  if (raw !== null) localStorage.setItem('quote-list', raw);
  document.documentElement.lang = lang;
  const count = compile((lang === 'ka' ? ka : messages).QuoteBadge.count);
  const label = (n: number) => formatIcu(count, { count: n }, lang);
  document.body.innerHTML = `<a id="quote-badge" data-one="${label(1)}" data-other="${label(2)}"></a>`;
  new Function(quoteBadgeScript('quote-badge'))();
  const badge = document.getElementById('quote-badge')!;
  return { count: badge.getAttribute('data-count'), label: badge.getAttribute('aria-label') };
}

describe('quoteBadgeScript', () => {
  it('names the count in the right plural form', () => {
    expect(paint(JSON.stringify([{ id: 'a', quantity: 3 }]))).toEqual({
      count: '1',
      label: 'Quote list: 1 product',
    });
    expect(paint(JSON.stringify([{ id: 'a' }, { id: 'b' }])).label).toBe('Quote list: 2 products');
    expect(paint(null)).toEqual({ count: '', label: null });
    const three = JSON.stringify([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(paint(three, 'ka').label).toBe('მოთხოვნის სია: 3 პროდუქტი');
  });

  it('counts what the quote page shows, not raw entries (issue 29 item 13)', () => {
    // A hostile 20,000-entry value: the same id again and again, then invalid ids.
    const hostile = [
      ...Array.from({ length: 10_000 }, () => ({ id: 'same', quantity: 1 })),
      ...Array.from({ length: 10_000 }, (_, i) => ({ id: `Bad Id ${i}` })),
    ];
    expect(paint(JSON.stringify(hostile)).count).toBe('1');
    const many = Array.from({ length: 20_000 }, (_, i) => ({ id: `p-${i}`, quantity: 1 }));
    expect(paint(JSON.stringify(many)).label).toBe('Quote list: 50 products');
  });

  it('always agrees with the quote list’s own reading', () => {
    const entry = fc.oneof(
      fc.record({ id: fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,8}$/), fc.string()) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 70 }), (value) => {
        const raw = JSON.stringify(value);
        const expected = parseStoredLines(raw).length;
        expect(paint(raw).count).toBe(expected > 0 ? String(expected) : '');
      }),
      { numRuns: 200 },
    );
  });
});
