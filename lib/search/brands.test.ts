import fc from 'fast-check';
import type { Category } from '@/content/schema';
import { brandsNamed, brandsNotSold, thingsNamed, thingsNotSold } from '@/lib/search/brands';
import { categoryKeywords } from '@/lib/search/keywords';

const category = (slug: string, brandsNotSold: string[]) =>
  ({ slug, brandsNotSold, keywords: { ka: ['პრინტერი'], en: ['printer'] } }) as unknown as Category;

const categories = [
  category('office', ['Epson, ეპსონი', 'Konica Minolta, კონიკა მინოლტა', 'HP']),
  category('wide', ['epson']),
];
const brands = brandsNotSold(categories);

describe('brandsNotSold', () => {
  it('reads each line as one brand, its first spelling its name, each brand once', () => {
    expect(brands.map((b) => b.name)).toEqual(['Epson', 'Konica Minolta', 'HP']);
    expect(brands[0]?.spellings).toEqual(['Epson', 'ეპსონი']);
  });

  it('makes the spellings search keywords of the category page, in both languages', () => {
    expect(categoryKeywords(categories[0]!, 'en')).toEqual(
      expect.arrayContaining(['printer', 'Epson', 'ეპსონი', 'HP']),
    );
    expect(categoryKeywords(categories[0]!, 'ka')).toEqual(
      expect.arrayContaining(['პრინტერი', 'Epson', 'ეპსონი']),
    );
  });
});

describe('brandsNamed', () => {
  const named = (query: string) => brandsNamed(query, brands).map((b) => b.name);

  it('finds a brand in any case, script or Georgian case ending', () => {
    expect(named('epson')).toEqual(['Epson']);
    expect(named('EPSON printer')).toEqual(['Epson']);
    expect(named('ეპსონის პრინტერი')).toEqual(['Epson']);
    expect(named('konica minolta')).toEqual(['Konica Minolta']);
    expect(named('hp')).toEqual(['HP']);
  });

  it('needs every word of a spelling and the whole beginning of the name', () => {
    expect(named('konica')).toEqual([]);
    expect(named('eps')).toEqual([]);
    expect(named('toner')).toEqual([]);
    expect(named('')).toEqual([]);
  });

  it('never throws, and names only brands one of whose spellings the query holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (query) => {
        for (const brand of brandsNamed(query, brands))
          expect(
            brand.spellings.some((s) =>
              s
                .toLowerCase()
                .split(' ')
                .every((word) => query.toLowerCase().includes(word.slice(0, 3))),
            ),
          ).toBe(true);
      }),
    );
  });
});

describe('thingsNamed', () => {
  const things = thingsNotSold([
    'ლეპტოპი, ნოუთბუქი, laptop, notebook, ноутбук',
    '3D პრინტერი, 3D printer, 3D принтер',
    'მობილური ტელეფონი, mobile phone, мобильный телефон',
  ]);
  const named = (query: string) => thingsNamed(query, things).map((thing) => thing.name.en);

  it('names each thing by its first Georgian and first Latin-letter spelling', () => {
    expect(things.map((thing) => thing.name)).toEqual([
      { ka: 'ლეპტოპი', en: 'laptop' },
      { ka: '3D პრინტერი', en: '3D printer' },
      { ka: 'მობილური ტელეფონი', en: 'mobile phone' },
    ]);
  });

  it('finds a thing in any language, case ending and way of typing Georgian', () => {
    expect(named('laptop repair')).toEqual(['laptop']);
    expect(named('ლეპტოპის შეკეთება')).toEqual(['laptop']);
    expect(named('noutbuqi')).toEqual(['laptop']);
    expect(named('ремонт ноутбуков')).toEqual(['laptop']);
    expect(named('3d printer filament')).toEqual(['3D printer']);
    expect(named('3d printeri')).toEqual(['3D printer']);
    expect(named('mobiluri telefoni')).toEqual(['mobile phone']);
  });

  it('needs every word of a spelling: the things the shop does sell are not named', () => {
    expect(named('printer')).toEqual([]);
    expect(named('პრინტერის შეკეთება')).toEqual([]);
    expect(named('ტელეფონი')).toEqual([]);
    expect(named('phone number')).toEqual([]);
    expect(named('')).toEqual([]);
  });

  it('never throws, and names nothing when the dealer lists nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (query) => {
        expect(thingsNamed(query, [])).toEqual([]);
        for (const thing of thingsNamed(query, things)) expect(things).toContain(thing);
      }),
    );
  });
});
