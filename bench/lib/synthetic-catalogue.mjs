// Synthetic products for the scale benchmark (npm run bench -- --products N). Deterministic (a
// seeded generator), valid against content/schema.ts, and spread over the real categories,
// types, speeds and formats so every catalogue filter has work to do. Never committed as data:
// bench.mjs writes them into a temporary copy of the project.
import { seededRandom } from './seeded-random.mjs';

/**
 * Kinds of device: type, picture set, categories (segment first), whether it takes a paper format,
 * and the specifications the catalogue filters read ([key, [ka, en], [ka, en]]: one value each).
 */
const kinds = [
  {
    type: 'multifunction',
    image: 'mfp',
    ka: 'მრავალფუნქციური',
    en: 'MFP',
    categories: [['office'], ['professional', 'production']],
    paper: true,
  },
  {
    type: 'printer',
    image: 'printer',
    ka: 'პრინტერი',
    en: 'Printer',
    categories: [['office'], ['professional', 'production']],
    paper: true,
  },
  {
    type: 'wide-format',
    image: 'wide-format',
    ka: 'ფართოფორმატიანი პრინტერი',
    en: 'Wide-format printer',
    categories: [
      ['professional', 'wide-format'],
      ['industrial', 'wide-format'],
    ],
    specs: [
      ['printWidth', ['1600 მმ', '1600 mm'], ['3200 მმ', '3200 mm']],
      ['ink', ['ეკო-სოლვენტური, CMYK', 'Eco-solvent, CMYK'], ['სოლვენტური, CMYK', 'Solvent, CMYK']],
    ],
  },
  {
    type: 'uv-printer',
    image: 'uv-flatbed',
    ka: 'UV პრინტერი',
    en: 'UV printer',
    categories: [
      ['industrial', 'uv-printers'],
      ['professional', 'uv-printers'],
    ],
    specs: [['printArea', ['600 × 900 მმ', '600 × 900 mm'], ['2500 × 1300 მმ', '2500 × 1300 mm']]],
  },
  {
    type: 'cutter',
    image: 'cutter',
    ka: 'საჭრელი პლოტერი',
    en: 'Cutting plotter',
    categories: [
      ['industrial', 'cutting-systems'],
      ['professional', 'cutting-systems'],
    ],
    specs: [
      ['workingArea', ['1600 × 3200 მმ', '1600 × 3200 mm'], ['1300 × 2500 მმ', '1300 × 2500 mm']],
    ],
  },
  {
    type: 'guillotine',
    image: 'guillotine',
    ka: 'გილიოტინა',
    en: 'Guillotine',
    categories: [
      ['professional', 'guillotine'],
      ['office', 'guillotine'],
    ],
    specs: [['cutWidth', ['520 მმ', '520 mm'], ['780 მმ', '780 mm']]],
  },
  {
    type: 'shredder',
    image: 'shredder',
    ka: 'საქაღალდე საჭრელი',
    en: 'Shredder',
    categories: [
      ['office', 'shredder'],
      ['professional', 'shredder'],
    ],
    specs: [
      [
        'securityLevel',
        ['P-4 (DIN 66399), ჯვარედინი ჭრა', 'P-4 (DIN 66399), cross-cut'],
        ['P-5 (DIN 66399), მიკროჭრა', 'P-5 (DIN 66399), micro-cut'],
      ],
      ['entryWidth', ['240 მმ', '240 mm'], ['400 მმ', '400 mm']],
    ],
  },
  {
    type: 'laminator',
    image: 'laminator',
    ka: 'ლამინატორი',
    en: 'Laminator',
    categories: [
      ['office', 'laminator'],
      ['professional', 'laminator'],
    ],
    specs: [['laminationWidth', ['330 მმ', '330 mm'], ['650 მმ', '650 mm']]],
  },
  {
    type: 'accessory',
    image: 'accessory',
    ka: 'აქსესუარი',
    en: 'Accessory',
    categories: [
      ['office', 'accessories'],
      ['professional', 'accessories'],
    ],
    paper: true,
    specs: [
      [
        'compatibility',
        ['C3030 და C3045', 'C3030 and C3045'],
        ['M3030 და M3045', 'M3030 and M3045'],
      ],
    ],
  },
  {
    type: 'supply',
    image: 'supplies',
    ka: 'სახარჯი მასალა',
    en: 'Supply',
    categories: [
      ['office', 'supplies'],
      ['industrial', 'supplies'],
    ],
    specs: [
      [
        'compatibility',
        ['C3030, C3045 და C3080', 'C3030, C3045 and C3080'],
        ['F3350 და F6090', 'F3350 and F6090'],
      ],
    ],
  },
];
const speeds = [30, 45, 80];
const paperFormats = ['A4', 'A3', 'SRA3', 'A3+'];
// A small vocabulary so descriptions differ (a realistic search index) while staying readable.
const traits = [
  { ka: 'ენერგოეფექტური', en: 'energy-efficient' },
  { ka: 'კომპაქტური', en: 'compact' },
  { ka: 'ჩუმი', en: 'quiet' },
  { ka: 'საიმედო', en: 'reliable' },
  { ka: 'სწრაფი', en: 'fast' },
  { ka: 'ეკონომიური', en: 'economical' },
  { ka: 'მძლავრი', en: 'powerful' },
  { ka: 'უნივერსალური', en: 'versatile' },
];
const uses = [
  { ka: 'სკოლებისთვის', en: 'schools' },
  { ka: 'ბანკებისთვის', en: 'banks' },
  { ka: 'სტამბებისთვის', en: 'print shops' },
  { ka: 'სარეკლამო სააგენტოებისთვის', en: 'advertising agencies' },
  { ka: 'საავადმყოფოებისთვის', en: 'hospitals' },
  { ka: 'სასტუმროებისთვის', en: 'hotels' },
];

/** `count` synthetic products (ProductInput shape), ids "bench-{type}-{n}". */
export function syntheticProducts(count, seed = 9) {
  const rnd = seededRandom(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length];
    const code = `${kind.image.slice(0, 2).toUpperCase()}${1000 + i}`;
    const trait = pick(traits);
    const use = pick(uses);
    const speed =
      kind.paper && kind.type !== 'accessory'
        ? speeds[Math.floor(i / kinds.length) % speeds.length]
        : undefined;
    const format = kind.paper
      ? paperFormats[Math.floor(i / (kinds.length * speeds.length)) % paperFormats.length]
      : undefined;
    // Each specification of the kind takes one of its values, in turn.
    const specs = (kind.specs ?? []).map(([key, ...values]) => {
      const [ka, en] = values[Math.floor(i / kinds.length) % values.length];
      return { key, value: { ka, en } };
    });
    const fact = format
      ? { ka: `${format} ფორმატი`, en: `${format} format` }
      : (specs[0]?.value ?? { ka: 'სტანდარტული', en: 'standard' });
    const view = (n, ka, en) => ({
      src: `/images/products/${kind.image}-${n}.svg`,
      alt: { ka: `${code} — ${ka}`, en: `${code} ${en}` },
    });
    return {
      id: `bench-${kind.type}-${i + 1}`,
      // After the real catalogue (orders below 10000), in generation order.
      order: 10000 + i,
      name: { ka: `${kind.ka} ${code}`, en: `${kind.en} ${code}` },
      subtitle: {
        ka: `${trait.ka} მოწყობილობა ${use.ka}`,
        en: `A ${trait.en} device for ${use.en}`,
      },
      description: {
        ka: `${code} არის ${trait.ka} ${kind.ka}, შექმნილი ${use.ka}. ${fact.ka}${speed ? `, ${speed} გვ/წთ` : ''}.`,
        en: `The ${code} is a ${trait.en} ${kind.en.toLowerCase()} built for ${use.en}. ${fact.en}${speed ? `, ${speed} ppm` : ''}.`,
      },
      categories: kind.categories[i % kind.categories.length],
      type: kind.type,
      ...(speed ? { speedPpm: speed } : {}),
      ...(format ? { format } : {}),
      images: [
        view(1, 'წინა ხედი', 'front view'),
        view(2, 'გვერდითი ხედი', 'side view'),
        view(3, 'დეტალური ხედი', 'detail view'),
      ],
      features: {
        ka: [trait.ka, fact.ka, 'გარანტია 2 წელი'],
        en: [trait.en, fact.en, '2-year warranty'],
      },
      specifications: [...specs, { key: 'warranty', value: { ka: '2 წელი', en: '2 years' } }],
      documents: [],
      // Untagged: the home gallery lists every tagged product, so tags stay with the real ones.
      tags: [],
    };
  });
}
