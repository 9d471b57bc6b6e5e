import type { Product } from '@/content/schema';
import {
  catalogueFacets,
  facetData,
  facetKeysOf,
  productFacets,
  productFacetValues,
  routeFacets,
  unfilteredCounts,
  valueHead,
  valueKey,
  derivedFacetKeys,
  derivedValues,
} from '@/lib/catalog-facets';
import { facetCounts, defaultFilters } from '@/lib/catalog-filters';
import { fixtureCopy } from '../tests/support/content/fixture-content';

// The small fixture content, never the dealer's live catalogue (which changes).
const site = fixtureCopy();
const content = site.load();
site.remove();
const base = content.products[0]!;

/** A product like the fixture's, with other specifications: a guillotine, a shredder… */
function product(
  id: string,
  type: Product['type'],
  specs: [Product['specifications'][number]['key'], string, string][],
): Product {
  const rest: Product = { ...base };
  delete rest.speedPpm;
  delete rest.format;
  return {
    ...rest,
    id,
    type,
    specifications: specs.map(([key, ka, en]) => ({ key, value: { ka, en } })),
  };
}

const guillotines = [
  product('g330', 'guillotine', [
    ['cutWidth', '330 მმ', '330 mm'],
    ['clamp', 'ხელის', 'Manual'],
  ]),
  product('g480', 'guillotine', [
    ['cutWidth', '480 მმ', '480mm'],
    ['clamp', 'ხელის, ხრახნიანი', 'Manual, spindle'],
  ]),
  product('g480b', 'guillotine', [
    ['cutWidth', '480 მმ', '480 mm'],
    ['clamp', 'ჰიდრავლიკური', 'Hydraulic'],
  ]),
];
const shredders = [
  product('s120', 'shredder', [
    ['securityLevel', 'P-4 (DIN 66399), ჯვარედინი ჭრა', 'P-4 (DIN 66399), cross-cut'],
    ['sheets', '12 ფურცელი (80 გ/მ²)', '12 sheets (80 gsm)'],
  ]),
  product('s260', 'shredder', [
    ['securityLevel', 'P-5 (DIN 66399), მიკროჭრა', 'P-5 (DIN 66399), micro-cut'],
    ['sheets', '1200 ფურცელი ავტომატურად, 8 ხელით', '1,200 sheets automatic, 8 manual'],
  ]),
];
const toner = product('toner', 'supply', [
  ['compatibility', 'C3030, C3045 და C3080', 'C3030, C3045 and C3080'],
  ['tools', 'დანა და ფრეზი', 'drag knife and router'],
]);

describe('valueKey and valueHead', () => {
  it('group "480 mm", "480mm" and thousands separators into one URL value', () => {
    expect(valueKey('480 mm')).toBe('480-mm');
    expect(valueKey('480mm')).toBe('480-mm');
    expect(valueKey('1,200 sheets')).toBe('1200-sheets');
    expect(valueKey('11 500 ფურცელი')).toBe('11500-ფურცელი');
    expect(valueKey('0.1 mm')).toBe('0.1-mm');
    expect(valueKey('P-4')).toBe('p-4');
    expect(valueKey('C3030')).toBe('c3030');
    expect(valueKey('USB 2.0')).toBe('usb-2.0');
    expect(valueKey('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(valueKey('x'.repeat(500))).toHaveLength(60);
  });

  it('take what a value leads with, before a bracket or a comma', () => {
    expect(valueHead('P-4 (DIN 66399), cross-cut')).toBe('P-4');
    expect(valueHead('1,200 sheets (max. 2,300)')).toBe('1,200 sheets');
    expect(valueHead('260 sheets automatic, 8 manual')).toBe('260 sheets automatic');
    expect(valueHead('Up to 1350 mm')).toBe('Up to 1350 mm');
  });
});

describe('productFacetValues', () => {
  it('reads type, speed and format from the product fields', () => {
    const device = content.products.find((p) => p.speedPpm && p.format)!;
    expect(productFacetValues(device, 'type')).toEqual([{ value: device.type, label: null }]);
    expect(productFacetValues(device, 'speed')).toEqual([
      { value: String(device.speedPpm), label: null },
    ]);
    expect(productFacetValues(device, 'format')).toEqual([{ value: device.format, label: null }]);
    expect(productFacetValues(guillotines[0]!, 'speed')).toEqual([]);
    expect(productFacetValues(guillotines[0]!, 'format')).toEqual([]);
  });

  it('reads a speed outside 30/45/80 from the speed specification', () => {
    const fast = product('fast', 'printer', [['speed', '60 გვ/წთ (A4)', '60 ppm (A4)']]);
    expect(productFacetValues(fast, 'speed')).toEqual([{ value: '60', label: null }]);
  });

  it('names a specification option in both languages by its lead', () => {
    expect(productFacetValues(shredders[0]!, 'securityLevel')).toEqual([
      { value: 'p-4', label: { ka: 'P-4', en: 'P-4' } },
    ]);
    expect(productFacetValues(shredders[1]!, 'sheets')).toEqual([
      {
        value: '1200-sheets-automatic',
        label: { ka: '1200 ფურცელი ავტომატურად', en: '1,200 sheets automatic' },
      },
    ]);
    expect(productFacetValues(guillotines[0]!, 'stackHeight')).toEqual([]);
  });

  it('splits list specifications into one option per item', () => {
    expect(productFacetValues(toner, 'compatibility').map((v) => v.value)).toEqual([
      'c3030',
      'c3045',
      'c3080',
    ]);
    expect(productFacetValues(toner, 'tools')).toEqual([
      { value: 'drag-knife', label: { ka: 'დანა', en: 'Drag knife' } },
      { value: 'router', label: { ka: 'ფრეზი', en: 'Router' } },
    ]);
    expect(productFacets(toner, ['type', 'compatibility'])).toEqual({
      type: ['supply'],
      compatibility: ['c3030', 'c3045', 'c3080'],
    });
  });
});

describe('facetData and routeFacets', () => {
  it('count each option once per product, sorted the same way in both languages', () => {
    expect(facetData(guillotines, 'cutWidth').options).toEqual([
      { value: '330-mm', label: { ka: '330 მმ', en: '330 mm' }, count: 1 },
      { value: '480-mm', label: { ka: '480 მმ', en: '480mm' }, count: 2 },
    ]);
    expect(facetData(guillotines, 'clamp').options.map((o) => [o.value, o.count])).toEqual([
      ['hydraulic', 1],
      ['manual', 2],
    ]);
  });

  it('show only the facets that can narrow the products', () => {
    const keys = routeFacets(guillotines, ['type', 'speed', 'cutWidth', 'stackHeight', 'clamp']);
    // Every product is a guillotine (type cannot narrow), none has a speed or a stack height.
    expect(keys.map((f) => f.key)).toEqual(['cutWidth', 'clamp']);
    const mixed = routeFacets([...content.products, ...guillotines], ['type', 'format']);
    expect(mixed.map((f) => f.key)).toEqual(['type', 'format']);
    // One format on some products only still narrows the list.
    expect(mixed[1]!.options.map((o) => o.value)).toEqual(['A3']);
  });

  it('give the counts the browser would compute with no filter chosen', () => {
    const all = [...content.products, ...guillotines, ...shredders];
    const facets = routeFacets(all, ['type', 'speed', 'cutWidth', 'securityLevel']);
    const specs = facets.map((f) => ({ id: f.key, options: f.options }));
    const cards = all.map((p) => ({
      id: p.id,
      facets: productFacets(
        p,
        facets.map((f) => f.key),
      ),
    }));
    expect(unfilteredCounts(facets, all.length)).toEqual(
      facetCounts(cards, defaultFilters, specs, []),
    );
  });

  it('use the category facets, or type, speed and format on the full catalogue, then the derived', () => {
    const category = content.categories.find((c) => c.facets.length > 0)!;
    expect(facetKeysOf(category)).toEqual([...category.facets, ...derivedFacetKeys]);
    expect(facetKeysOf(undefined)).toEqual([...catalogueFacets, ...derivedFacetKeys]);
  });
});

describe('derived filters', () => {
  const device = (specs: Record<string, string>, features: string[] = []) =>
    ({
      type: 'multifunction',
      features: { ka: [], en: features },
      specifications: Object.entries(specs).map(([key, en]) => ({ key, value: { ka: en, en } })),
    }) as unknown as Product;

  it('read colour or mono from the resolution’s last item', () => {
    expect(derivedValues(device({ resolution: '1200 × 1200 dpi, colour' }), 'colour')).toEqual([
      'colour',
    ]);
    expect(derivedValues(device({ resolution: '1200 × 1200 dpi, mono' }), 'colour')).toEqual([
      'mono',
    ]);
    expect(derivedValues(device({ resolution: '1440 dpi' }), 'colour')).toEqual([]);
    expect(derivedValues(device({}), 'colour')).toEqual([]);
  });

  it('read duplex printing from its specification or a feature, not from duplex scanning', () => {
    expect(derivedValues(device({ duplex: 'Automatic, up to 350 gsm' }), 'duplex')).toEqual([
      'duplex',
    ]);
    expect(derivedValues(device({}, ['Automatic duplex printing']), 'duplex')).toEqual(['duplex']);
    expect(derivedValues(device({}, ['Single-pass duplex scanning']), 'duplex')).toEqual([]);
  });

  it('read a document feeder from the scan rating, two-sided when it says "Duplex"', () => {
    expect(derivedValues(device({ scan: 'Duplex, 80 images/min' }), 'feeder')).toEqual([
      'adf',
      'duplex-adf',
    ]);
    expect(derivedValues(device({ scan: 'Colour, 50 images/min' }), 'feeder')).toEqual(['adf']);
    expect(derivedValues(device({}), 'feeder')).toEqual([]);
  });

  it('show only where they narrow, options in a fixed order', () => {
    const colour = device({ resolution: '1200 dpi, colour' });
    const mono = device({ resolution: '1200 dpi, mono' });
    expect(routeFacets([mono, colour], ['colour'])).toEqual([
      {
        key: 'colour',
        options: [
          { value: 'colour', label: null, count: 1 },
          { value: 'mono', label: null, count: 1 },
        ],
      },
    ]);
    expect(routeFacets([mono, mono], ['colour', 'duplex'])).toEqual([]);
  });
});
