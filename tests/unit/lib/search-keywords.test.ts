import { loadSite } from '@/content/load';
import { textWords } from '@/lib/query-terms';
import { categoryKeywords, mentions, productKeywords } from '@/lib/search-keywords';
import { fixtureRoot } from '../content/fixture-content';

const site = loadSite(fixtureRoot, () => true);
const office = site.categories.find((c) => c.keywords)!;
const product = (test: (name: string) => boolean) => site.products.find((p) => test(p.name.en))!;

describe('search keywords', () => {
  it('are read from the category, per language', () => {
    expect(categoryKeywords(office, 'en')).toContain('copier');
    expect(categoryKeywords(office, 'ka')).toContain('ასლგადამღები');
    expect(categoryKeywords({ ...office, keywords: undefined }, 'en')).toEqual([]);
  });

  it('find a keyword in a text in any Georgian case and in any letter case', () => {
    expect(mentions(textWords('ფერადი ტონერების ნაკრები'), 'ტონერი')).toBe(true);
    expect(mentions(textWords('Colour MFP C3045'), 'mfp')).toBe(true);
    expect(mentions(textWords('Paper for printers'), 'paper shredder')).toBe(false);
    expect(mentions(textWords('anything'), '  ')).toBe(false);
  });

  it("give a product its category's keywords only when it uses one of them", () => {
    const mfp = product((name) => name.includes('MFP'));
    const printer = product((name) => name.includes('Printer'));
    expect(productKeywords(mfp, site.categories, 'en')).toEqual(categoryKeywords(office, 'en'));
    expect(productKeywords(mfp, site.categories, 'ka')).toEqual(categoryKeywords(office, 'ka'));
    expect(productKeywords(printer, site.categories, 'en')).toEqual([]);
  });
});
