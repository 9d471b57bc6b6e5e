import type { Category } from '@/content/schema';
import { sidebarCategories } from '@/components/home/sidebarCategories';

const category = (slug: string, group: Category['group'], order: number, inSidebar: boolean) =>
  ({ slug, group, order, inSidebar }) as Category;

describe('sidebarCategories', () => {
  const categories = [
    category('supplies', 'kind', 120, true),
    category('office', 'segment', 10, true),
    category('industrial', 'segment', 30, false),
    category('uv-printers', 'kind', 60, false),
    category('cutting-systems', 'kind', 70, false),
    category('empty', 'kind', 80, true),
  ];
  const products = [
    { categories: ['office', 'supplies'] },
    { categories: ['industrial', 'uv-printers'] },
    { categories: ['industrial', 'cutting-systems'] },
  ];

  it('lists every kind of equipment with products and the marked segments, in order', () => {
    expect(sidebarCategories(categories, products).map((c) => c.slug)).toEqual([
      'office',
      'uv-printers',
      'cutting-systems',
      'supplies',
    ]);
  });

  it('leaves out a category without products', () => {
    expect(sidebarCategories(categories, []).map((c) => c.slug)).toEqual([]);
  });
});
