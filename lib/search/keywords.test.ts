import { loadSite } from '@/content/load';
import { textWords } from '@/lib/search/query-terms';
import {
  categoryKeywords,
  mentions,
  pageKeywords,
  productKeywords,
  synonyms,
} from '@/lib/search/keywords';
import { fixtureRoot } from '../../tests/support/content/fixture-content';

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

  it("give a product its category's keyword lines whose words its name uses", () => {
    const mfp = product((name) => name.includes('MFP'));
    const printer = product((name) => name.includes('Printer'));
    // One line per meaning: the MFP is a copier, the printer is not; the brands line names no product.
    const lines = {
      en: ['MFP, copier, xerox', 'printer, laser printer', 'Canon, HP'],
      ka: ['მრავალფუნქციური, ქსეროქსი', 'პრინტერი', 'Canon, HP'],
    };
    const categories = site.categories.map((c) => (c === office ? { ...c, keywords: lines } : c));
    expect(productKeywords(mfp, categories, 'en')).toEqual(['MFP', 'copier', 'xerox']);
    expect(productKeywords(printer, categories, 'en')).toEqual(['printer', 'laser printer']);
    expect(productKeywords(mfp, categories, 'ka')).toEqual(['მრავალფუნქციური', 'ქსეროქსი']);
    expect(categoryKeywords({ ...office, keywords: lines }, 'en')).toEqual([
      'MFP',
      'copier',
      'xerox',
      'printer',
      'laser printer',
      'Canon',
      'HP',
    ]);
  });

  it('in any language (searchWords) are the same on both sites, for the category and its products by name', () => {
    const mfp = product((name) => name.includes('MFP'));
    const printer = product((name) => name.includes('Printer'));
    const searchWords = ['МФУ, ксерокс, MFP, მრავალფუნქციური', 'принтер, printer, პრინტერი'];
    const categories = site.categories.map((c) =>
      c === office ? { ...c, keywords: undefined, searchWords } : c,
    );
    for (const locale of ['en', 'ka'] as const) {
      expect(
        categoryKeywords(
          categories.find((c) => c.slug === office.slug)!,
          locale,
        ),
      ).toEqual(expect.arrayContaining(['МФУ', 'ксерокс', 'принтер']));
      // The MFP's name says MFP (მრავალფუნქციური): it is a ксерокс, not a принтер.
      expect(productKeywords(mfp, categories, locale)).toContain('ксерокс');
      expect(productKeywords(mfp, categories, locale)).not.toContain('принтер');
      expect(productKeywords(printer, categories, locale)).toContain('принтер');
    }
  });

  it('of a page are its entries’ words in any language, each once', () => {
    expect(
      pageKeywords([{ searchWords: ['ремонт, repair'] }, { searchWords: ['repair, fix'] }]),
    ).toEqual(['ремонт', 'repair', 'fix']);
    expect(pageKeywords([{}])).toEqual([]);
  });

  it('give a product whose model code ends in letters its number too (X45C → 45c)', () => {
    const mfp = product((name) => name.includes('MFP'));
    const named = (en: string) => ({ ...mfp, name: { ka: en, en } });
    expect(productKeywords(named('Label printer X45C'), site.categories, 'en')).toContain('45c');
    expect(productKeywords(named('Colour MFP C3045'), site.categories, 'en')).not.toContain('3045');
  });

  it('read a line as comma-separated synonyms', () => {
    expect(synonyms(' toner,  cartridge ,,ტონერი ')).toEqual(['toner', 'cartridge', 'ტონერი']);
    expect(synonyms(' , ')).toEqual([]);
  });
});
