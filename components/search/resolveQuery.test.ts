import {
  matchedWords,
  otherScriptForms,
  readLayoutTyped,
  resolveQuery,
  soundAlikeForms,
  type MatchSource,
} from '@/components/search/resolveQuery';

/**
 * A tiny stand-in for Pagefind's search: words that start with the term match; when none does,
 * it falls back, as Pagefind does, to the longest indexed word the term starts with.
 */
function fakeIndex(
  pages: Record<string, string>,
  titles: Record<string, string> = {},
  kinds: Record<string, 'product' | 'category' | 'page'> = {},
) {
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
      const title = words(titles[url] ?? '').map(key);
      const named = query.split(' ').some((term) => title.some((w) => w.startsWith(term)));
      if (all)
        results.push({
          url,
          id: url,
          score: locations.length,
          ...(named ? { matchedMetaFields: ['title'] } : {}),
          data: async () => ({
            url: `/ka/${url}/`,
            content,
            locations,
            meta: { title: titles[url] },
            filters: { kind: kinds[url] ? [kinds[url]] : undefined },
          }),
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

  it('corrects a typo to the indexed word that a shorter beginning of it finds', async () => {
    const { results, terms } = await resolveQuery('guilotine', index.search);
    expect(results.map((r) => r.url)).toEqual(['guillotine']);
    expect(terms).toEqual(['guillotine']);
  });

  it('finds nothing for unrelated words, though the index falls back to "g" and "x"', async () => {
    for (const query of ['gps', 'garmin', 'GNSS', 'xerox'])
      expect((await resolveQuery(query, index.search)).results).toEqual([]);
  });

  it('leaves out a word the index has nothing like, and says the results are the closest', async () => {
    const partial = await resolveQuery('garmin paper', index.search);
    expect(partial.results.map((r) => r.url).sort()).toEqual(['guillotine', 'shredder']);
    expect(partial.complete).toBe(false);
    // The not-found notice's pre-fill: a dead model code beside words that exist.
    const dead = await resolveQuery('colour mfp c9999', index.search);
    expect(dead.results.map((r) => r.url)).toEqual(['mfp']);
    expect(dead.complete).toBe(false);
    const all = await resolveQuery('paper cuts', index.search);
    expect(all.results.map((r) => r.url).sort()).toEqual(['guillotine', 'shredder']);
    expect(all.complete).toBe(true);
  });

  it('finds nothing for a thing the index lacks, named as what the head is of', async () => {
    const shop = fakeIndex({
      repair: 'Copier repair. შეკეთება ქსეროქსის. ремонт копира.',
      mfp: 'Colour MFP C3045. Prints, copies and scans.',
    });
    const urls = async (query: string) =>
      (await resolveQuery(query, shop.search)).results.map((r) => r.url);
    // A Georgian genitive: the phone's repair is not the copier's.
    expect(await urls('ტელეფონის შეკეთება')).toEqual([]);
    // Known, the genitive finds the page; any other unknown word is left out (a place, a verb).
    expect(await urls('ქსეროქსის შეკეთება')).toEqual(['repair']);
    expect(await urls('ремонт копира тбилиси')).toEqual(['repair']);
    expect(await urls('quick copier repair')).toEqual(['repair']);
    // A model code never names something else: a dead link's code still finds the family.
    expect(await urls('colour mfp c9999')).toEqual(['mfp']);
  });

  it('searches a Georgian word typed in Latin letters in both scripts, its ending cut (printeri)', async () => {
    const shop = fakeIndex({ printer: 'პრინტერი P3030 laser printer', category: 'პრინტერები' });
    const { terms } = await resolveQuery('printeri', shop.search);
    expect(terms).toEqual(expect.arrayContaining(['printer', 'პრინტერ']));
  });

  it('finds nothing for the repair of a thing that neither a product nor the service is about', async () => {
    const shop = fakeIndex(
      {
        'services/repair': 'შეკეთება ремонт принтера repair of copiers ქსეროქსი. Call us.',
        contacts: 'Contacts. ტელეფონი телефон ნომერი +995 32 200 00 00.',
        delivery: 'მიწოდება და გადახდა. Delivery terms პირობები.',
        printer: 'პრინტერი P3030 for a school სკოლა office ოფისი ქსეროქსი.',
      },
      {
        'services/repair': 'შეკეთება ремонт принтера repair',
        contacts: 'ტელეფონი телефон',
        delivery: 'მიწოდება და გადახდა',
        printer: 'პრინტერი P3030 ქსეროქსი',
      },
      { 'services/repair': 'page', contacts: 'page', delivery: 'page', printer: 'product' },
    );
    const urls = async (query: string) =>
      (await resolveQuery(query, shop.search)).results.map((r) => r.url);
    // Repair is a service; only the contacts page is about the phone, no product is.
    expect(await urls('ტელეფონის შეკეთება')).toEqual([]);
    expect(await urls('ремонт телефонов')).toEqual([]);
    // The copier's repair; the phone's number; a genitive qualifying a product.
    expect(await urls('ქსეროქსის შეკეთება')).toContain('services/repair');
    expect(await urls('ტელეფონის ნომერი')).toEqual(['contacts']);
    expect(await urls('მიწოდების პირობები')).toContain('delivery');
    expect(await urls('სკოლის პრინტერი')).toContain('printer');
    // The service's own page names the thing it is of: the printer's repair.
    expect(await urls('ремонт принтера')).toContain('services/repair');
  });

  it('ranks first the pages that more words name, and the last word (the thing asked for) first', async () => {
    const shop = fakeIndex(
      {
        mfp: 'Colour MFP C3045 xerox copier. Uses toner.',
        toner: 'Toner T45 cartridge.',
        drum: 'Drum unit D45 for copiers.',
      },
      { mfp: 'Colour MFP C3045 xerox', toner: 'Toner T45', drum: 'Drum unit D45' },
    );
    // The MFP matches both words but is named only by xerox; the toner is named by "toner".
    const { results, complete } = await resolveQuery('xerox toner', shop.search);
    expect(results.map((r) => r.url)).toEqual(['toner', 'mfp']);
    expect(complete).toBe(true);
    // A page two words name comes before a page one names.
    const both = await resolveQuery('colour toner', shop.search);
    expect(both.results[0]?.url).toBe('toner');
    expect((await resolveQuery('colour xerox', shop.search)).results[0]?.url).toBe('mfp');
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

  it('reads a word typed for the Georgian layout, by its capitals and by its plain keys', async () => {
    const service = fakeIndex({
      repair: 'შეკეთება და მომსახურება.',
      cutter: 'ქაღალდის საჭრელი G330.',
      offer: 'ფასდაკლება სკოლებისთვის.',
      printer: 'Printer P3030.',
    });
    const urls = async (query: string) =>
      (await resolveQuery(query, service.search)).results.map((r) => r.url);
    expect(await urls('SekeTeba')).toEqual(['repair']);
    expect(await urls('saWreli')).toEqual(['cutter']);
    expect(await urls('fasdakleba')).toEqual(['offer']);
    // A capital first letter, or all capitals, is not layout typing: Printer stays printer.
    expect(await urls('Printer')).toEqual(['printer']);
    expect(readLayoutTyped('SekeTeba Canon MFP saWreli')).toBe('შეკეთება Canon MFP საჭრელი');
    // The letters of a model code are not a word: eC9001 (a code typed with one capital) stays.
    expect(readLayoutTyped('toner eC9001')).toBe('toner eC9001');
  });

  it('takes a left-out letter for a likelier slip than one too many (printr is printer)', async () => {
    const shop = fakeIndex({
      printshop: 'Print shop equipment: print and finish.',
      printer: 'Office printer P3030.',
      toner: 'Black toner T30K.',
    });
    const urls = async (query: string) =>
      (await resolveQuery(query, shop.search)).results.map((r) => r.url);
    expect(await urls('printr')).toEqual(['printer']);
    // Four letters get one typo too, but are not a shorter word plus a letter.
    expect(await urls('tonr')).toEqual(['toner']);
    expect(await urls('prin')).toEqual(['printshop', 'printer']);
    // Its Latin reading (printr) only falls back to the "print" of print shop: not held as typed.
    const georgian = fakeIndex({
      printshop: 'Print shop: ციფრული ბეჭდვა.',
      printer: 'პრინტერი P3030.',
    });
    expect((await resolveQuery('პრინტრი', georgian.search)).results.map((r) => r.url)).toEqual([
      'printer',
    ]);
  });

  it('corrects a typo in a word typed in the other script', async () => {
    const georgian = fakeIndex({ guillotine: 'ქაღალდის გილიოტინა G330.' });
    expect((await resolveQuery('gilotina', georgian.search)).results.map((r) => r.url)).toEqual([
      'guillotine',
    ]);
  });

  it('reads a capital first letter as the Georgian layout when that is what finds the word', async () => {
    const shredders = fakeIndex({
      shredder: 'დოკუმენტების შრედერი S120.',
      other: 'სრული კომპლექტი.',
    });
    expect((await resolveQuery('Srederi', shredders.search)).results.map((r) => r.url)).toEqual([
      'shredder',
    ]);
  });

  it('finds a model however it is written: split, dashed, or by its number alone', async () => {
    // Pagefind also indexes a code's parts (c3045: c, 3045); the stand-in is given them as words.
    const models = fakeIndex({
      c3045: 'Colour MFP C3045 (c 3045).',
      cp3045: 'Colour printer CP3045 (cp 3045).',
      x45c: 'Label printer X45C (x 45 c). Keywords: 45c',
    });
    const first = async (query: string) =>
      (await resolveQuery(query, models.search)).results.map((r) => r.url)[0];
    expect(await first('C 3045')).toBe('c3045');
    expect(await first('c-3045')).toBe('c3045');
    expect(await first('45c')).toBe('x45c');
    // A series the index lacks falls back to the number: both 3045s, rather than nothing.
    const other = await resolveQuery('z 3045', models.search);
    expect(other.results.map((r) => r.url).sort()).toEqual(['c3045', 'cp3045']);
  });

  it('ranks the final search with the given ranking search', async () => {
    const ranked = jest.fn(async (terms: string) => (await index.search(terms)).reverse());
    const { results } = await resolveQuery('cuts', index.search, ranked);
    expect(ranked.mock.calls.map(([term]) => term)).toEqual(['cuts']);
    expect(results.map((r) => r.url)).toEqual(['guillotine', 'shredder']);
  });

  it("gives the ranking the query's own search, so a word is still searched once", async () => {
    const { search, searched } = fakeIndex({ a: 'Laminator L330.', b: 'Laminating pouches.' });
    const { results } = await resolveQuery('lamin', search, async (term, plain) =>
      (await plain(term)).reverse(),
    );
    expect(results.map((r) => r.url)).toEqual(['b', 'a']);
    expect(searched.filter((term) => term === 'lamin')).toEqual(['lamin']);
  });

  it('starts ranking a word before its confirmation has read the first results', async () => {
    // The first results' text arrives only when released: ranking must not wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const search = async (term: string) =>
      (await index.search(term)).map((result) => ({
        ...result,
        data: async () => {
          await held;
          return result.data();
        },
      }));
    const rank = jest.fn(async (term: string, plain: typeof search) => plain(term));
    const resolving = resolveQuery('shredder', search, rank);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rank.mock.calls.map(([term]) => term)).toEqual(['shredder']);
    release();
    expect((await resolving).results.map((r) => r.url)).toEqual(['shredder']);
  });

  it('ranks a corrected typo, not the typo, and a failed guess costs nothing', async () => {
    const rank = jest.fn(async (term: string, plain: typeof index.search) => {
      if (term === 'guilotine') throw new Error('a guess that failed');
      return plain(term);
    });
    const { results } = await resolveQuery('guilotine', index.search, rank);
    expect(results.map((r) => r.url)).toEqual(['guillotine']);
    expect(rank.mock.calls.map(([term]) => term)).toContain('guillotine');
  });

  it('finds a Georgian word spelled with letters that sound alike', async () => {
    const georgian = fakeIndex({ toner: 'კარტრიჯი T45.', paper: 'ქაღალდი A4.' });
    const { results } = await resolveQuery('ქართრიჯი', georgian.search);
    expect(results.map((r) => r.url)).toEqual(['toner']);
    expect((await resolveQuery('qagaldi', georgian.search)).results.map((r) => r.url)).toEqual([
      'paper',
    ]);
    expect((await resolveQuery('cartriji', georgian.search)).results.map((r) => r.url)).toEqual([
      'toner',
    ]);
  });
});

describe('soundAlikeForms', () => {
  it('spells an unknown Georgian word with the letters that sound alike, ending cut', () => {
    expect(soundAlikeForms('ქართრიჯი')).toContain('კარტრიჯ');
    expect(soundAlikeForms('printer')).toEqual([]);
    expect(soundAlikeForms('ქართრიჯი')).not.toContain('ქართრიჯი');
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

  it('reads a two-letter Georgian word as its two Latin letters (უვ is UV)', () => {
    expect(otherScriptForms('უვ')).toContain('uv');
  });
});
