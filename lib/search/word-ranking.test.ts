import fc from 'fast-check';
import { headOf, queryWords } from '@/lib/search/query-terms';
import { keepNamedPagesShown, rankByWords, type WordHit } from '@/lib/search/word-ranking';

const hit = (id: string, score: number, named = false): WordHit => ({
  id,
  score,
  ...(named ? { matchedMetaFields: ['title'] } : {}),
});
const ids = (perWord: WordHit[][]) => rankByWords(perWord).map(({ hit: h }) => h.id);

describe('rankByWords', () => {
  it('among the pages the head word names, puts first the one more words name, whatever the scores', () => {
    const colour = [hit('mfp', 1, true), hit('toner', 9, false)];
    const toner = [hit('toner', 9, true), hit('mfp', 1, true)];
    expect(ids([colour, toner])).toEqual(['mfp', 'toner']);
  });

  it('puts first the page the last word (the thing asked for) names', () => {
    // "xerox toner": the MFP is named by xerox and mentions toner; the toner is named by toner.
    const xerox = [hit('mfp', 10, true)];
    const toner = [hit('mfp', 10, false), hit('toner', 1, true)];
    expect(ids([xerox, toner])).toEqual(['toner', 'mfp']);
  });

  it('takes a model code as a qualifier wherever it stands: a supply named with a model is the supply', () => {
    const headWord = (query: string) => headOf(queryWords(query));
    expect(headWord('toner c3030')).toBe(0);
    expect(headWord('c3030 toner')).toBe(1);
    expect(headWord('ტონერი C3030')).toBe(0);
    expect(headWord('c3030 m3030')).toBe(1);
    // "toner c3030": the MFP is named by its code and mentions toner; the toner is named by toner
    // and mentions the code among the devices it fits.
    const toner = [hit('mfp', 5, false), hit('toner', 1, true)];
    const code = [hit('mfp', 10, true), hit('toner', 1, false)];
    const ranked = (perWord: WordHit[][], head: number) =>
      rankByWords(perWord, head).map(({ hit: h }) => h.id);
    expect(ranked([toner, code], headWord('toner c3030'))).toEqual(['toner', 'mfp']);
    expect(ranked([code, toner], headWord('c3030 toner'))).toEqual(['toner', 'mfp']);
    // With the last word as head, the code would have put the machine first.
    expect(ranked([toner, code], 1)).toEqual(['mfp', 'toner']);
  });

  it('puts the thing asked for before a page its qualifiers name more often', () => {
    // "ink W610 plotter", head ink: the plotter is named by W610 and plotter, the ink by ink.
    const ink = [hit('ink', 2, true)];
    const code = [hit('plotter', 9, true), hit('ink', 1, false)];
    const plotter = [hit('plotter', 9, true)];
    expect(rankByWords([ink, code, plotter], 0).map(({ hit: h }) => h.id)).toEqual([
      'ink',
      'plotter',
    ]);
  });

  it('then by the number of words matched, then by relative score', () => {
    const a = [hit('p1', 1), hit('p2', 5)];
    const b = [hit('p1', 1)];
    expect(ids([a, b])).toEqual(['p1', 'p2']);
    expect(ids([[hit('low', 1), hit('high', 4)]])).toEqual(['high', 'low']);
  });

  it('counts each page once per word and says how many words matched it', () => {
    const ranked = rankByWords([[hit('p', 1), hit('p', 2)], [hit('p', 1)], [hit('q', 1)]]);
    expect(ranked.map(({ hit: h, matched }) => [h.id, matched])).toEqual([
      ['p', 2],
      ['q', 1],
    ]);
  });

  it('returns every page found exactly once, and no page it was not given', () => {
    const hits = fc.array(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c', 'd'),
        score: fc.double({ min: 0, max: 100, noNaN: true }),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(fc.array(hits, { maxLength: 4 }), (perWord) => {
        const result = ids(perWord);
        expect(new Set(result).size).toBe(result.length);
        expect(new Set(result)).toEqual(new Set(perWord.flat().map((h) => h.id)));
      }),
    );
  });
});

describe('keepNamedPagesShown', () => {
  // "compare printers": six printers name the head; the compare page is named by "compare".
  const printers = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id) => hit(id, 10, true));
  const compare = [hit('p6', 1), hit('compare', 5, true)];
  const perWord = [compare, printers];
  const shown = (sitePages: string[]) =>
    keepNamedPagesShown(rankByWords(perWord, 1), perWord, 1, (h) => sitePages.includes(h.id))
      .map(({ hit }) => hit.id)
      .slice(0, 5);

  it('moves the site page a qualifying word names up to the fifth place, after the things asked for', () => {
    expect(shown([])).not.toContain('compare');
    expect(shown(['compare'])).toEqual(['p6', 'p1', 'p2', 'p3', 'compare']);
  });

  it('leaves the head word’s own pages and pages already shown where they are', () => {
    const ranked = rankByWords(perWord, 1);
    expect(keepNamedPagesShown(ranked, perWord, 0, () => true)).toEqual(ranked);
  });
});
