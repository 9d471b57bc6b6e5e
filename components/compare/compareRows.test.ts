import { compareRows, visibleRows, type ComparedProduct } from '@/components/compare/compareRows';
import { openCompare } from '@/components/compare/compareOpening';
import { productPageData } from '@/components/compare/productPageData';

const product = (id: string, specs: Record<string, string>): ComparedProduct => ({
  id,
  name: id.toUpperCase(),
  image: null,
  price: null,
  specs,
});

describe('compareRows', () => {
  const a = product('a', { speed: '30 ppm', weight: '80 kg', resolution: '1200 dpi' });
  const b = product('b', { speed: '45 ppm', resolution: '1200  DPI', custom: 'x' });

  it('has a row for every key any product states, in the catalogue order, unknown keys last', () => {
    expect(compareRows([a, b], ['speed', 'resolution', 'weight']).map((row) => row.key)).toEqual([
      'speed',
      'resolution',
      'weight',
      'custom',
    ]);
  });

  it('marks differing rows; a missing value differs, spacing and case do not', () => {
    const rows = compareRows([a, b], ['speed', 'resolution', 'weight']);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(byKey.speed).toEqual({ key: 'speed', values: ['30 ppm', '45 ppm'], differs: true });
    expect(byKey.resolution?.differs).toBe(false);
    expect(byKey.weight).toEqual({ key: 'weight', values: ['80 kg', null], differs: true });
  });

  it('a single product differs from nothing', () => {
    expect(compareRows([a], []).every((row) => !row.differs)).toBe(true);
  });

  it('shows only differing rows on request', () => {
    const rows = compareRows([a, b], ['speed', 'resolution', 'weight']);
    expect(visibleRows(rows, true).map((row) => row.key)).toEqual(['speed', 'weight', 'custom']);
    expect(visibleRows(rows, false)).toHaveLength(4);
  });
});

describe('openCompare', () => {
  it('prefers the link, keeps four, and remembers a cut', () => {
    expect(openCompare('?ids=a,b,c,d,e', ['x'])).toEqual({
      ids: ['a', 'b', 'c', 'd'],
      pending: null,
      truncated: true,
    });
  });

  it('uses the stored list without a link, and adds ?add= while there is room', () => {
    expect(openCompare('?add=c', ['a', 'b'])).toEqual({
      ids: ['a', 'b', 'c'],
      pending: null,
      truncated: false,
    });
  });

  it('asks which to replace when four are compared already; ignores hostile values', () => {
    expect(openCompare('?add=e', ['a', 'b', 'c', 'd']).pending).toBe('e');
    expect(openCompare('?add=<x>&ids=a,%3Cb%3E', [])).toEqual({
      ids: ['a'],
      pending: null,
      truncated: false,
    });
  });
});

describe('productPageData', () => {
  const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('reads the name, picture, price and keyed specifications of a product page', () => {
    const doc = page(`
      <div data-compare-product="MFP A" data-compare-price="₾8,900"
           data-compare-image="/gps-app/a.svg" data-compare-alt="Front">
        <table><tr data-spec-key="speed"><th>Speed</th><td> 30 ppm </td></tr>
        <tr data-spec-key="weight"><th>Weight</th><td></td></tr></table>
      </div>`);
    expect(productPageData('a', doc)).toEqual({
      id: 'a',
      name: 'MFP A',
      image: { src: '/gps-app/a.svg', alt: 'Front' },
      price: '₾8,900',
      specs: { speed: '30 ppm' },
    });
  });

  it('a page that is not a product page (a 404 shell) gives nothing', () => {
    expect(productPageData('a', page('<h1>Not found</h1>'))).toBeNull();
    expect(
      productPageData('a', page('<div data-compare-product="B" data-compare-price=""></div>'))
        ?.price,
    ).toBeNull();
  });
});
