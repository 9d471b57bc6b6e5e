import type { Category, Product } from '@/content/schema';
import { mainCategory } from '@/lib/catalog';

const category = (slug: string, group: Category['group']) => ({ slug, group }) as Category;
const categories = [
  category('office', 'segment'),
  category('guillotine', 'kind'),
  category('supplies', 'kind'),
  category('accessories', 'kind'),
];
const product = (type: Product['type'], slugs: string[]) =>
  ({ type, categories: slugs }) as unknown as Product;

describe('mainCategory', () => {
  it('files a supply listed under a segment under its kind of category', () => {
    expect(mainCategory(categories, product('supply', ['office', 'supplies']))?.slug).toBe(
      'supplies',
    );
    expect(mainCategory(categories, product('accessory', ['office', 'accessories']))?.slug).toBe(
      'accessories',
    );
  });

  it("keeps a device's first category", () => {
    expect(mainCategory(categories, product('guillotine', ['office', 'guillotine']))?.slug).toBe(
      'office',
    );
  });

  it('falls back to the first known category, or none', () => {
    expect(mainCategory(categories, product('supply', ['gone', 'office']))?.slug).toBe('office');
    expect(mainCategory(categories, product('supply', []))).toBeUndefined();
  });
});
