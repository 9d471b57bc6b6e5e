import fc from 'fast-check';
import {
  maxQueryLength,
  normaliseQuery,
  parseSearchReport,
  queryRefusal,
  reportableQuery,
} from '@/lib/search/report';

/** Seven digits in a row once every separator a number is written with is taken out. */
const holdsLongNumber = (text: string) =>
  /\p{Nd}{7}/u.test(text.replace(/[\s\-+.()/]/gu, '').replace(/[^\p{Nd}]/gu, ' '));

describe('a search query as counted', () => {
  it('is one spelling: trimmed, one space between words, lower case, compatibility forms folded', () => {
    expect(normaliseQuery('  HP   LaserJet\tM404dn \n')).toBe('hp laserjet m404dn');
    expect(normaliseQuery('ᲢᲝᲜᲔᲠᲘ')).toBe('ტონერი');
    expect(normaliseQuery('Ｃ３０６０')).toBe('c3060');
    expect(normaliseQuery('toner\u200bcartridge\u0000')).toBe('toner cartridge');
  });

  it('counts model names, words and codes', () => {
    for (const query of ['C3060', 'A3', 'MP C3004 toner', 'ტონერი', 'HP 107A', 'Canon iR 2206i'])
      expect(reportableQuery(query)).toBe(normaliseQuery(query));
    expect(reportableQuery('კარტრიჯი 12A შავი')).toBe('კარტრიჯი 12a შავი');
  });

  it('never counts what looks like personal data, or a text too short or too long', () => {
    expect(queryRefusal(normaliseQuery('nino@example.ge'))).toBe('email');
    expect(queryRefusal('call me at nino@gmail')).toBe('email');
    for (const phone of ['+995 555 12 34 56', '555-123-456', '599123456', '(032) 2 12 34 56'])
      expect(queryRefusal(normaliseQuery(phone))).toBe('phone');
    expect(queryRefusal('01024012345')).toBe('phone');
    expect(queryRefusal('a')).toBe('short');
    expect(queryRefusal('')).toBe('short');
    expect(queryRefusal('x'.repeat(maxQueryLength + 1))).toBe('long');
    expect(queryRefusal('x'.repeat(maxQueryLength))).toBeNull();
    // Two model numbers side by side stay apart: letters between them.
    expect(queryRefusal('mp c3004 c3504')).toBeNull();
  });

  it('normalising twice changes nothing, and the result is trimmed, single-spaced, lower case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const query = normaliseQuery(text);
        expect(normaliseQuery(query)).toBe(query);
        expect(query).toBe(query.trim());
        expect(query).not.toMatch(/\s\s/u);
        expect(query).toBe(query.toLowerCase());
      }),
    );
  });

  it('whatever is typed, what is counted has 2–60 characters, no @ and no seven-digit number', () => {
    const typed = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 90 }),
      fc.stringMatching(/^[a-z0-9 +@().\-]{0,70}$/),
    );
    fc.assert(
      fc.property(typed, (text) => {
        const query = reportableQuery(text);
        if (query === null) return;
        expect([...query].length).toBeGreaterThanOrEqual(2);
        expect([...query].length).toBeLessThanOrEqual(maxQueryLength);
        expect(query).not.toContain('@');
        expect(holdsLongNumber(query)).toBe(false);
      }),
    );
  });

  it('refuses any e-mail address or phone number, wherever it stands in the query', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', ' - ', '(', ')', '+');
    const phone = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), { minLength: 7, maxLength: 13 })
      .map((digits) => digits.map(([digit, after]) => `${digit}${after}`).join(''));
    const words = fc.stringMatching(/^[a-zა-ჰ ]{0,12}$/);
    fc.assert(
      fc.property(words, fc.oneof(fc.emailAddress(), phone), words, (before, data, after) => {
        expect(reportableQuery(`${before} ${data} ${after}`)).toBeNull();
      }),
    );
  });

  it('counts every model code (letters, up to six digits, letters)', () => {
    const model = fc.stringMatching(/^[A-Za-z]{1,3}[0-9]{1,6}[A-Za-z]{0,2}$/);
    fc.assert(fc.property(model, (code) => expect(reportableQuery(code)).toBe(code.toLowerCase())));
  });
});

describe('a report’s body, as the Worker reads it', () => {
  it('gives the query as counted, the language and whether anything was found', () => {
    expect(parseSearchReport({ query: '  Toner  C3060 ', language: 'ka', found: false })).toEqual({
      ok: true,
      report: { query: 'toner c3060', language: 'ka', found: false },
    });
  });

  it('says what is wrong with each field', () => {
    expect(parseSearchReport({ query: 'nino@example.ge', language: 'fr', found: 'yes' })).toEqual({
      ok: false,
      errors: { query: 'email', language: 'invalid', found: 'invalid' },
    });
    expect(parseSearchReport(null)).toEqual({
      ok: false,
      errors: { query: 'required', language: 'invalid', found: 'invalid' },
    });
  });

  it('accepts a body exactly when its query may be counted, its language is the site’s and found is true or false', () => {
    const field = fc.oneof(
      fc.string({ maxLength: 70 }),
      fc.constantFrom('ka', 'en'),
      fc.anything(),
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record({ query: field, language: field, found: fc.oneof(fc.boolean(), fc.anything()) }),
    );
    fc.assert(
      fc.property(body, (value) => {
        const parsed = parseSearchReport(value);
        const { query, language, found } = (
          typeof value === 'object' && value !== null ? value : {}
        ) as Record<string, unknown>;
        const counted = typeof query === 'string' ? reportableQuery(query) : null;
        const valid =
          counted !== null &&
          (language === 'ka' || language === 'en') &&
          typeof found === 'boolean' &&
          !Array.isArray(value);
        expect(parsed.ok).toBe(valid);
        if (parsed.ok) expect(parsed.report).toEqual({ query: counted, language, found });
      }),
    );
  });
});
