import fc from 'fast-check';
import {
  closestWord,
  cyrillicCodesToLatin,
  editDistance,
  georgianStem,
  joinModelCodes,
  headOf,
  modelNumber,
  plainLatin,
  queryTerms,
  queryWords,
  resembles,
  textWords,
  typoCandidates,
  wordForms,
} from '@/lib/search/query-terms';

describe('query terms', () => {
  it('cut Georgian case endings and postpositions back to the stem', () => {
    expect(georgianStem('შრედერი')).toBe('შრედერ');
    expect(georgianStem('შრედერის')).toBe('შრედერ');
    expect(georgianStem('შრედერები')).toBe('შრედერ');
    expect(georgianStem('შრედერებისთვის')).toBe('შრედერ');
    expect(georgianStem('ლამინატორზე')).toBe('ლამინატორ');
    expect(georgianStem('პრინტერით')).toBe('პრინტერ');
    expect(georgianStem('პრინტერში')).toBe('პრინტერ');
    expect(georgianStem('ტონერს')).toBe('ტონერ');
    expect(georgianStem('გილიოტინის')).toBe('გილიოტინ');
    // a-stems: the final -ა goes too, so the stem also finds the genitive and the plural
    expect(georgianStem('გილიოტინა')).toBe('გილიოტინ');
    expect(georgianStem('გილიოტინაზე')).toBe('გილიოტინა');
  });

  it('keep at least three letters, and leave other scripts and short words alone', () => {
    expect(georgianStem('ფირი')).toBe('ფირ');
    expect(georgianStem('ფირის')).toBe('ფირ');
    expect(georgianStem('ცხრა')).toBe('ცხრა');
    expect(georgianStem('UV')).toBe('UV');
    expect(georgianStem('printers')).toBe('printers');
  });

  it('lower-case, drop punctuation and filler words, and keep each word once', () => {
    expect(queryTerms('  Paper   SHREDDER! ')).toEqual(['paper', 'shredder']);
    expect(queryTerms('ტონერი და დრამი')).toEqual(['ტონერ', 'დრამ']);
    expect(queryTerms('toner and toner for C3045')).toEqual(['toner', 'c3045']);
    // a query of filler words only is still searched
    expect(queryTerms('and')).toEqual(['and']);
    expect(queryTerms('A3+ / SRA3')).toEqual(['a3', 'sra3']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('take the closest indexed word for a typo, a left-out letter before one too many', () => {
    expect(closestWord('printr', ['print', 'printing', 'printer', 'prints'])).toBe('printer');
    expect(closestWord('guilotine', ['guillotine.', 'Guillotines'])).toBe('guillotine');
    expect(closestWord('შეკეკეთებ', ['შეკეთება', 'შეკეთებისთვის'])).toBe('შეკეთება');
    expect(closestWord('anything', [])).toBeUndefined();
  });

  it('allow one typo from four letters on, but no shorter word for a four-letter term', () => {
    expect(resembles('tonr', 'toner')).toBe(true);
    expect(resembles('taxi', 'tax')).toBe(false);
    expect(resembles('can', 'scan')).toBe(false);
    // A Georgian word compared by its stem too: two slips in a nine-letter stem.
    expect(resembles('შეკეკეთებ', 'შეკეთება')).toBe(true);
  });

  it('find the thing asked for: what a postposition, genitive, "for" or a code marks qualifies', () => {
    const head = (query: string) => {
      const words = queryWords(query);
      return words[headOf(words)]?.term;
    };
    expect(head('xerox toner')).toBe('toner');
    expect(head('ქსეროქსის ტონერი')).toBe('ტონერ');
    expect(head('შავი ტონერი p4030 პრინტერზე')).toBe('ტონერ');
    expect(head('მელანი პლოტერისთვის')).toBe('მელან');
    expect(head('melani uv printeristvis')).toBe('uv');
    expect(head('ink for w610 plotter')).toBe('ink');
    expect(head('digital press for print shop')).toBe('press');
    // Russian puts the head first, after its adjectives: аренда копира, цветное мфу.
    expect(head('аренда копира')).toBe('аренда');
    expect(head('обучение персонала')).toBe('обучение');
    expect(head('цветное мфу а4')).toBe('мфу');
    expect(head('картридж для c3045')).toBe('картридж');
    expect(head('c3045')).toBe('c3045');
  });

  it('mark the words that name what the head is of: a genitive, in either script or Russian', () => {
    const naming = (query: string) =>
      queryWords(query)
        .filter((word) => word.names)
        .map((word) => word.term);
    expect(naming('ტელეფონის ეკრანის შეკეთება')).toEqual(['ტელეფონ', 'ეკრან']);
    expect(naming('telefonis shekeTeba')).toEqual(['telefonis']);
    // A Russian noun's genitive after the head names what it is of; a place does not.
    expect(naming('ремонт ксерокса тбилиси')).toEqual(['ксерокса']);
    expect(naming('ремонт телефонов')).toEqual(['телефонов']);
    expect(naming('аренда')).toEqual([]);
    // "For" is a purpose, an adjective a quality, a code a model: none names another thing.
    expect(naming('ფასდაკლება სკოლისთვის')).toEqual([]);
    expect(naming('studentebistvis fasdakleba')).toEqual([]);
    expect(naming('цветной принтер для офиса')).toEqual([]);
    expect(naming('this printer')).toEqual([]);
  });

  it('drop filler and generic words while others remain, in three languages', () => {
    expect(queryTerms('coffee machine')).toEqual(['coffee']);
    expect(queryTerms('machine')).toEqual(['machine']);
    expect(queryTerms('c 3030 price')).toEqual(['c3030']);
    expect(queryTerms('бумага для визиток')).toEqual(['бумага', 'визиток']);
    expect(queryTerms('ყავის აპარატი')).toEqual(['ყავ']);
    expect(queryTerms('аренда копировального аппарата')).toEqual(['аренда', 'копировального']);
    expect(queryTerms('laminator prices')).toEqual(['laminator']);
  });

  it('read a model code typed with Cyrillic look-alikes, and Latin accents, as the index holds them', () => {
    expect(queryTerms('тонер на м3030')).toEqual(['тонер', 'm3030']);
    expect(queryTerms('мфу а4')).toEqual(['мфу', 'a4']);
    expect(queryTerms('tonéri c4030')).toEqual(['toneri', 'c4030']);
    expect(cyrillicCodesToLatin('принтер')).toBe('принтер');
  });

  it('keep every query word’s letters when reading codes and accents (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const count = (t: string) => (t.match(/[\p{L}\p{N}]/gu) ?? []).length;
        expect(count(cyrillicCodesToLatin(text))).toBe(count(text));
        expect(count(plainLatin(text.toLowerCase()))).toBeLessThanOrEqual(
          count(text.toLowerCase()) + 1,
        );
      }),
    );
  });

  it('join a model code typed in two parts, and leave other words apart', () => {
    expect(queryTerms('C 3045')).toEqual(['c3045']);
    expect(queryTerms('toner for c-3045')).toEqual(['toner', 'c3045']);
    expect(queryTerms('mp – 2014')).toEqual(['mp2014']);
    expect(queryTerms('paper 80 g')).toEqual(['paper', '80', 'g']);
    expect(queryTerms('A3 SRA3')).toEqual(['a3', 'sra3']);
    expect(joinModelCodes('ტონერი C 3030')).toBe('ტონერი C3030');
  });

  it('give a model code its number without the series letters', () => {
    expect(modelNumber('c3045')).toBe('3045');
    expect(modelNumber('X45C')).toBe('45c');
    expect(modelNumber('3045')).toBeUndefined();
    expect(modelNumber('printer')).toBeUndefined();
    expect(modelNumber('abcd3045')).toBeUndefined();
  });

  it('never split or lose a word when joining codes (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const letters = (t: string) => t.replace(/[^\p{L}\p{N}]/gu, '');
        expect(letters(joinModelCodes(text))).toBe(letters(text));
      }),
    );
  });

  it('read Georgian capitals (Mtavruli) as ordinary letters', () => {
    expect(queryTerms('ᲨᲠᲔᲓᲔᲠᲘ')).toEqual(['შრედერ']);
  });

  it('search at most ten words of a hostile query', () => {
    expect(queryTerms(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '))).toHaveLength(10);
  });

  it('offer shorter beginnings of a long word for typos, never of codes or short words', () => {
    expect(typoCandidates('guilotine')).toEqual([
      'guilotine',
      'guilotin',
      'guiloti',
      'guilot',
      'guilo',
      'guil',
      'gui',
    ]);
    expect(typoCandidates('gps')).toEqual(['gps']);
    expect(typoCandidates('gnss')).toEqual(['gnss', 'gns']);
    expect(typoCandidates('c3045')).toEqual(['c3045']);
    expect(typoCandidates('abcdefghijklmnop')).toHaveLength(8);
  });

  it('count edits, a swap of neighbours as one', () => {
    expect(editDistance('shreder', 'shredder')).toBe(1);
    expect(editDistance('laminaotr', 'laminator')).toBe(1);
    expect(editDistance('garmin', 'g')).toBe(5);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('accept words that start with the term, share its beginning or hold a small typo', () => {
    expect(resembles('shred', 'Shredders.')).toBe(true);
    expect(resembles('printing', 'printer')).toBe(true); // what the English stemmer matches
    expect(resembles('batteries', 'battery')).toBe(true);
    expect(resembles('guilotine', 'guillotine')).toBe(true);
    expect(resembles('shreder', 'shredder')).toBe(true);
    expect(resembles('გილოტინ', 'გილიოტინა')).toBe(true);
    expect(resembles('solvent', 'Eco-Solvent')).toBe(true);
    expect(resembles('შრედერ', '(შრედერები)')).toBe(true);
  });

  it("refuse Pagefind's fallback to a short word the term merely starts with", () => {
    expect(resembles('garmin', 'g.')).toBe(false);
    expect(resembles('gnss', 'g')).toBe(false);
    expect(resembles('xerox', 'x')).toBe(false);
    expect(resembles('gps', 'g')).toBe(false);
    expect(resembles('coffee', 'co')).toBe(false);
    expect(resembles('toner', '')).toBe(false);
  });

  it('never take a whole short word for the start of a longer one', () => {
    expect(resembles('canon', 'can')).toBe(false);
    expect(resembles('canon', 'canvas')).toBe(false);
    expect(resembles('canon', 'cancel')).toBe(false);
    expect(resembles('printers', 'printer')).toBe(true);
    expect(resembles('canon', 'canon')).toBe(true);
  });

  it('split words as the index does', () => {
    expect(wordForms('Eco-Solvent')).toEqual(['ecosolvent', 'eco', 'solvent']);
    expect(wordForms('(შრედერები)')).toEqual(['შრედერები']);
    expect(wordForms('C3045.')).toEqual(['c3045', 'c', '3045']);
    expect(wordForms('—')).toEqual([]);
    expect(textWords('Colour MFP, 45 ppm')).toEqual(['colour', 'mfp', '45', 'ppm']);
    expect(resembles('3045', 'C3045')).toBe(true);
  });
});
