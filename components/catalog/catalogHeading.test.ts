import ka from '@/messages/ka.json';
import en from '@/messages/en.json';
import { catalogHeading, headingDocumentTitle } from '@/components/catalog/catalogHeading';
import { defaultFilters } from '@/lib/catalog-filters';
import { compiledLabels } from '../../tests/support/components/compiled-labels';

const offerSets = [{ id: 'spring-sale', title: 'Spring sale' }];
const heading = (locale: 'ka' | 'en', filters: typeof defaultFilters, count?: number) =>
  catalogHeading({
    filters,
    base: 'Full catalogue',
    offerSets,
    count,
    labels: compiledLabels((locale === 'ka' ? ka : en).CatalogBrowser, [
      'offerHeading',
      'saleAllHeading',
    ] as const),
    locale,
  });

describe('catalogHeading', () => {
  it('a sale or bundle with its count, in the language’s plural (Georgian keeps the noun singular)', () => {
    const sale = { ...defaultFilters, sale: 'spring-sale' };
    expect(heading('en', sale, 5)).toBe('Spring sale: 5 products');
    expect(heading('en', sale, 1)).toBe('Spring sale: 1 product');
    expect(heading('ka', sale, 5)).toBe('Spring sale: 5 პროდუქტი');
    expect(heading('en', { ...defaultFilters, package: 'spring-sale' }, 2)).toBe(
      'Spring sale: 2 products',
    );
    expect(heading('en', { ...defaultFilters, sale: 'all' }, 3)).toBe('On sale: 3 products');
    // While the count loads, the sale's title alone.
    expect(heading('en', sale)).toBe('Spring sale');
  });

  it('a chosen type by its plural name; otherwise the page’s own title', () => {
    expect(heading('en', { ...defaultFilters, chosen: { type: ['shredder'] } }, 4)).toBe(
      'Shredders',
    );
    expect(heading('ka', { ...defaultFilters, chosen: { type: ['shredder'] } }, 4)).toBe(
      'დოკუმენტების გამანადგურებლები (შრედერები)',
    );
    // Two types ticked: the page's own title.
    expect(
      heading('en', { ...defaultFilters, chosen: { type: ['shredder', 'laminator'] } }, 4),
    ).toBe('Full catalogue');
    expect(heading('en', { ...defaultFilters, chosen: { speed: ['45'] } }, 4)).toBe(
      'Full catalogue',
    );
    expect(heading('en', defaultFilters, 63)).toBe('Full catalogue');
  });
});

describe('headingDocumentTitle', () => {
  it('puts the heading in place of the page’s own, keeping the site name', () => {
    expect(headingDocumentTitle('Full catalogue | GPS', 'Full catalogue', 'Shredders')).toBe(
      'Shredders | GPS',
    );
    expect(headingDocumentTitle('Full catalogue | GPS', 'Full catalogue', 'Full catalogue')).toBe(
      'Full catalogue | GPS',
    );
    expect(headingDocumentTitle('GPS', 'Full catalogue', 'Shredders')).toBe('Shredders | GPS');
  });
});
