import {
  matchedWords,
  otherScriptForms,
  resolveQuery,
  type MatchSource,
} from '@/components/search/resolveQuery';

/**
 * A tiny stand-in for Pagefind's search: words that start with the term match; when none does,
 * it falls back, as Pagefind does, to the longest indexed word the term starts with.
 */
function fakeIndex(pages: Record<string, string>) {
  const searched: string[] = [];
  const words = (text: string) => text.split(/\s+/);
  const key = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const search = async (query: string) => {
    searched.push(query);
    const results: (MatchSource & { url: string })[] = [];
    for (const [url, content] of Object.entries(pages)) {
      const locations: number[] = [];
      let all = true;
      for (const term of query.split(' ')) {
        const vocabulary = Object.values(pages).flatMap(words).map(key);
        const extends_ = vocabulary.some((w) => w.startsWith(term));
        const fallback = vocabulary
          .filter((w) => term.startsWith(w))
          .sort((a, b) => b.length - a.length)[0];
        const hits = words(content)
          .map((w, i) => [key(w), i] as const)
          .filter(([w]) => (extends_ ? w.startsWith(term) : w === fallback))
          .map(([, i]) => i);
        if (hits.length === 0) all = false;
        locations.push(...hits);
      }
      if (all)
        results.push({
          url,
          id: url,
          score: locations.length,
          data: async () => ({ content, locations, meta: {} }),
        });
    }
    return results;
  };
  return { search, searched };
}

const index = fakeIndex({
  shredder: 'Shredder S120. Cuts paper into 4 x 30 mm particles, 500 g a minute.',
  guillotine: 'Guillotine G330. Cuts a stack of paper.',
  mfp: 'Colour MFP C3045. Prints, copies and scans.',
});

describe('resolveQuery', () => {
  it('finds words by their beginning', async () => {
    const { results, terms } = await resolveQuery('Shred', index.search);
    expect(results.map((r) => r.url)).toEqual(['shredder']);
    expect(terms).toEqual(['shred']);
  });

  it('corrects a typo with the longest beginning that finds a resembling word', async () => {
    const { results, terms } = await resolveQuery('guilotine', index.search);
    expect(results.map((r) => r.url)).toEqual(['guillotine']);
    expect(terms).toEqual(['guil']);
  });

  it('finds nothing for unrelated words, though the index falls back to "g" and "x"', async () => {
    for (const query of ['gps', 'garmin', 'GNSS', 'xerox'])
      expect((await resolveQuery(query, index.search)).results).toEqual([]);
  });

  it('finds nothing when one word of several is unknown, and everything matching all words', async () => {
    expect((await resolveQuery('garmin paper', index.search)).results).toEqual([]);
    const { results } = await resolveQuery('paper cuts', index.search);
    expect(results.map((r) => r.url).sort()).toEqual(['guillotine', 'shredder']);
  });

  it('searches a word once however often it is needed', async () => {
    const { search, searched } = fakeIndex({ a: 'Laminator L330.' });
    await resolveQuery('laminator', search);
    expect(searched[0]).toBe('laminator');
    expect(new Set(searched).size).toBe(searched.length);
  });

  it('reads matched words from the body and from matched metadata', () => {
    const data = {
      content: 'Colour MFP C3045. Prints fast.',
      locations: [1],
      meta: { keywords: 'copier, photocopier', title: 'Colour MFP C3045' },
    };
    expect(matchedWords(data, ['keywords'])).toEqual(['MFP', 'copier', 'photocopier']);
    expect(matchedWords({ ...data, locations: [99] })).toEqual(['']);
  });

  it('searches a word typed in Latin letters in Mkhedruli too, and a Georgian word in Latin', async () => {
    const bilingual = fakeIndex({
      printer: 'შავ-თეთრი პრინტერი P3030.',
      copier: 'Colour MFP C3045. Keywords: copier, xerox.',
      uv: 'UV printing F2513.',
    });
    // printeri: as typed, only a typo (print… finds printing); read as პრინტერი, a word of the index.
    const latin = await resolveQuery('printeri', bilingual.search);
    expect(latin.results.map((r) => r.url)).toEqual(['printer']);
    // ხეროხ: xerox typed on the Georgian keyboard layout.
    expect((await resolveQuery('ხეროხ', bilingual.search)).results.map((r) => r.url)).toEqual([
      'copier',
    ]);
    // A word found in both scripts is searched in both, each page once.
    const both = await resolveQuery('printer', fakeIndex({ ka: 'პრინტერი', en: 'printer' }).search);
    expect(both.results.map((r) => r.url).sort()).toEqual(['en', 'ka']);
    expect(both.terms).toEqual(['printer', 'პრინტერ']);
  });

  it('ranks the final search with the given ranking search', async () => {
    const ranked = jest.fn(async (terms: string) => (await index.search(terms)).reverse());
    const { results } = await resolveQuery('paper cuts', index.search, ranked);
    expect(ranked).toHaveBeenCalledWith('paper cuts');
    expect(results.map((r) => r.url)).toEqual(['guillotine', 'shredder']);
  });
});

describe('otherScriptForms', () => {
  it('reads Latin letters as Georgian (ending cut) and Georgian as Latin and as keys', () => {
    expect(otherScriptForms('printeri')).toContain('პრინტერ');
    expect(otherScriptForms('qseroqsi')).toContain('ქსეროქს');
    expect(otherScriptForms('kseroksi')).toContain('ქსეროქს');
    expect(otherScriptForms('kartriji')).toContain('კარტრიჯ');
    expect(otherScriptForms('ხეროხ')).toEqual(['kherokh', 'xerox']);
    expect(otherScriptForms('პრინტერ')).toEqual(['printer']);
    expect(otherScriptForms('c3045')).toEqual([]);
    expect(otherScriptForms('ab')).toEqual([]);
  });
});
