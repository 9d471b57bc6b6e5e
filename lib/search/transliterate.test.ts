import fc from 'fast-check';
import {
  georgianKeysToLatin,
  georgianToLatin,
  isGeorgianWord,
  isLatinWord,
  isLayoutTyped,
  latinKeysToGeorgian,
  latinToGeorgian,
} from '@/lib/search/transliterate';

const mkhedruli = [...'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ'];
const georgianWord = (maxLength: number) =>
  fc
    .array(fc.constantFrom(...mkhedruli), { minLength: 1, maxLength })
    .map((letters) => letters.join(''));

describe('latinToGeorgian', () => {
  it('reads Georgian typed in Latin letters, the informal way', () => {
    expect(latinToGeorgian('printeri')).toContain('პრინტერი');
    expect(latinToGeorgian('toneri')).toContain('ტონერი');
    expect(latinToGeorgian('qseroqsi')).toContain('ქსეროქსი');
    expect(latinToGeorgian('kseroqsi')).toContain('ქსეროქსი');
    expect(latinToGeorgian('kseroksi')).toContain('ქსეროქსი');
    expect(latinToGeorgian('shrederi')[0]).toBe('შრედერი');
    expect(latinToGeorgian('qaghaldi')[0]).toBe('ქაღალდი');
    expect(latinToGeorgian('kartriji')).toContain('კარტრიჯი');
    expect(latinToGeorgian('Melani')).toEqual(['მელანი']);
  });

  it('reads g as ღ too, and c before a, o, u, r or l as კ (informal spellings)', () => {
    expect(latinToGeorgian('qagaldi')).toContain('ქაღალდი');
    expect(latinToGeorgian('kagaldi')).toContain('ქაღალდი');
    expect(latinToGeorgian('cartriji')[0]).toBe('კარტრიჯი');
    expect(latinToGeorgian('barabani')[0]).toBe('ბარაბანი');
    expect(latinToGeorgian('gilotina')[0]).toBe('გილოტინა');
  });

  it('gives the likeliest spelling first and at most as many as asked', () => {
    expect(latinToGeorgian('printeri', 1)).toEqual(['პრინტერი']);
    expect(latinToGeorgian('chatsotsxali', 3)).toHaveLength(3);
  });

  it('reads only Latin words', () => {
    for (const word of ['', 'c3045', 'ტონერი', 'a-b', 'x'.repeat(31)])
      expect(latinToGeorgian(word)).toEqual([]);
  });

  it('never throws, and gives distinct words of Mkhedruli letters only', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 0, max: 8 }), (text, max) => {
        const words = latinToGeorgian(text, max);
        expect(words.length).toBeLessThanOrEqual(max);
        expect(new Set(words).size).toBe(words.length);
        for (const word of words) expect(isGeorgianWord(word)).toBe(true);
      }),
    );
  });

  it('reads back a Georgian word it romanised (round trip of plain words)', () => {
    fc.assert(
      fc.property(georgianWord(5), (word) => {
        expect(latinToGeorgian(georgianToLatin(word), 5000)).toContain(word);
      }),
      { numRuns: 60 },
    );
  });
});

describe('georgianToLatin', () => {
  it('romanises the way Georgians type', () => {
    expect(georgianToLatin('პრინტერ')).toBe('printer');
    expect(georgianToLatin('შრედერი')).toBe('shrederi');
    expect(georgianToLatin('ქაღალდი')).toBe('kaghaldi');
    expect(georgianToLatin('ჭიჭყინა')).toBe('chichqina');
  });

  it('never throws, and gives Latin letters only', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const latin = georgianToLatin(text);
        expect(latin === '' || isLatinWord(latin)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(georgianWord(20), (word) =>
        expect(isLatinWord(georgianToLatin(word))).toBe(true),
      ),
    );
  });
});

describe('georgianKeysToLatin', () => {
  it('reads a Latin word typed on the Georgian keyboard layout', () => {
    expect(georgianKeysToLatin('ხეროხ')).toBe('xerox');
    expect(georgianKeysToLatin('პრინტერ')).toBe('printer');
    expect(georgianKeysToLatin('წორდ')).toBe('word');
  });

  it('gives one Latin letter per Georgian letter, and nothing else', () => {
    fc.assert(
      fc.property(georgianWord(20), (word) => {
        const latin = georgianKeysToLatin(word);
        expect(latin).toHaveLength(word.length);
        expect(isLatinWord(latin)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => expect(() => georgianKeysToLatin(text)).not.toThrow()),
    );
  });
});

describe('latinKeysToGeorgian', () => {
  it('reads Georgian typed for the Georgian layout, shifted keys included', () => {
    expect(latinKeysToGeorgian('SekeTeba')).toBe('შეკეთება');
    expect(latinKeysToGeorgian('saWreli')).toBe('საჭრელი');
    expect(latinKeysToGeorgian('fasdakleba')).toBe('ფასდაკლება');
    expect(latinKeysToGeorgian('qaRaldi')).toBe('ქაღალდი');
    expect(latinKeysToGeorgian('Jangi')).toBe('ჟანგი');
    expect(latinKeysToGeorgian('toner1')).toBe('');
  });

  // The letters the layout gives on a shifted key (W, R, T, S, J, Z, C), written out here.
  const shifted = new Set([...'ჭღთშჟძჩ']);
  const typedOn = (word: string) =>
    [...word]
      .map((l) => (shifted.has(l) ? georgianKeysToLatin(l).toUpperCase() : georgianKeysToLatin(l)))
      .join('');

  it('reads back every Georgian word from the keys that type it (property)', () => {
    fc.assert(
      fc.property(georgianWord(20), (word) =>
        expect(latinKeysToGeorgian(typedOn(word))).toBe(word),
      ),
    );
  });

  it('is the way back of georgianKeysToLatin for plain keys (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,20}$/), (keys) =>
        expect(georgianKeysToLatin(latinKeysToGeorgian(keys))).toBe(keys),
      ),
    );
  });
});

describe('isLayoutTyped', () => {
  it('sees a capital inside a word on a key with a shifted letter of its own', () => {
    expect(isLayoutTyped('SekeTeba')).toBe(true);
    expect(isLayoutTyped('saWreli')).toBe(true);
    expect(isLayoutTyped('xeroqsi')).toBe(false);
  });

  it('leaves names, title case and capitals alone', () => {
    for (const word of ['Printer', 'MFP', 'HP', 'Seketeba', 'iPhone', 'PixMa'])
      expect(isLayoutTyped(word)).toBe(false);
  });
});
