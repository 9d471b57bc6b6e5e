import type { Product } from '@/content/schema';
import { cardFacts } from '@/lib/catalog-cards';
import { cardFactCount, keyFacts, summaryFactCount } from '@/lib/key-facts';
import { englishWords } from '../tests/georgian-text';
import { fixtureCopy } from '../tests/support/content/fixture-content';

const site = fixtureCopy();
const content = site.load();
site.remove();
const device = content.products.find((p) => p.speedPpm && p.format)!;

describe('keyFacts', () => {
  it('lead with speed and format, then the first specifications, the speed row skipped', () => {
    const facts = keyFacts(device, summaryFactCount);
    expect(facts.map((f) => f.key)).toEqual([
      'speedPpm',
      'format',
      device.specifications.find((s) => s.key !== 'speed')!.key,
    ]);
    expect(keyFacts(device, cardFactCount)).toHaveLength(2);
  });

  it('are the first specifications of a product without speed or format', () => {
    const rest: Product = { ...device };
    delete rest.speedPpm;
    delete rest.format;
    const guillotine: Product = {
      ...rest,
      type: 'guillotine',
      specifications: [
        { key: 'cutWidth', value: { ka: '480 მმ', en: '480 mm' } },
        { key: 'stackHeight', value: { ka: '80 მმ', en: '80 mm' } },
        { key: 'clamp', value: { ka: 'ხელის', en: 'Manual' } },
      ],
    };
    expect(cardFacts(guillotine, 'ka')).toEqual([
      { key: 'cutWidth', value: '480 მმ' },
      { key: 'stackHeight', value: '80 მმ' },
    ]);
    expect(cardFacts(guillotine, 'en')).toEqual([
      { key: 'cutWidth', value: '480 mm' },
      { key: 'stackHeight', value: '80 mm' },
    ]);
  });
});

describe('Georgian card and spec values', () => {
  it('a Georgian card and summary show no English: values are codes, numbers or Georgian', () => {
    for (const product of content.products) {
      const values = [
        ...cardFacts(product, 'ka', summaryFactCount).map((fact) => fact.value),
        ...product.specifications.map((row) => row.value.ka),
      ];
      for (const value of values)
        expect({ value, english: englishWords(value) }).toEqual({
          value,
          english: [],
        });
    }
  });

  it('the check finds English and lets codes and units through', () => {
    expect(englishWords('1600 mm roll')).toEqual(['roll']);
    expect(englishWords('Drum, 300,000 pages')).toEqual(['Drum', 'pages']);
    expect(englishWords('6 × 1 L bottles')).toEqual(['bottles']);
    expect(englishWords('1200 × 1200 dpi, ფერადი')).toEqual([]);
    expect(englishWords('P-4 (DIN 66399), USB 2.0, Wi-Fi Direct, A4, SRA3, C3045')).toEqual([]);
  });
});
