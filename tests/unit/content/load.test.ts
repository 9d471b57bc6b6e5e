/** @jest-environment node */
import { categories } from '@/content/data/categories';
import { company } from '@/content/data/company';
import { products } from '@/content/data/products';
import { loadContent, type RawContent } from '@/content/load';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const imageExists = (src: string) => existsSync(join(process.cwd(), 'public', src));
const shipped = (): RawContent => structuredClone({ company, categories, products });

function withFirstProduct(change: (product: Record<string, unknown>) => void): RawContent {
  const raw = shipped();
  change((raw.products as Record<string, unknown>[])[0]!);
  return raw;
}

const firstId = products[0]!.id;

describe('content schema', () => {
  it('accepts the shipped content', () => {
    const content = loadContent(shipped(), imageExists);
    expect(content.products.length).toBeGreaterThanOrEqual(40);
    expect(content.categories.filter((c) => c.inSidebar)).toHaveLength(7);
  });

  it('rejects an unknown category, naming file, entry and field', () => {
    const raw = withFirstProduct((p) => (p.categories = ['office', 'gps-receivers']));
    expect(() => loadContent(raw, imageExists)).toThrow(
      `content/data/products.ts: entry "${firstId}", field "categories.1": unknown category "gps-receivers"`,
    );
  });

  it('rejects a missing Georgian name', () => {
    const raw = withFirstProduct((p) => (p.name = { en: 'Only English' }));
    expect(() => loadContent(raw, imageExists)).toThrow(
      new RegExp(`content/data/products.ts: entry "${firstId}" \\(#1\\), field "name.ka"`),
    );
  });

  it('rejects Georgian text that is not in Georgian script', () => {
    const raw = withFirstProduct((p) => (p.name = { ka: 'Colour MFP', en: 'Colour MFP' }));
    expect(() => loadContent(raw, imageExists)).toThrow(
      /field "name.ka": Georgian text must be written in Georgian script/,
    );
  });

  it('rejects a duplicate id', () => {
    const raw = shipped();
    const list = raw.products as { id: string }[];
    list[1]!.id = list[0]!.id;
    expect(() => loadContent(raw, imageExists)).toThrow(
      `entry "${firstId}", field "id": duplicate id "${firstId}"`,
    );
  });

  it('rejects an image file that does not exist', () => {
    const raw = withFirstProduct((p) => {
      (p.images as { src: string }[])[2]!.src = '/images/products/missing.svg';
    });
    expect(() => loadContent(raw, imageExists)).toThrow(
      `entry "${firstId}", field "images.2.src": file public/images/products/missing.svg does not exist`,
    );
  });

  it('rejects javascript: and plain http document links', () => {
    for (const url of ['javascript:alert(1)', 'http://www.example.com/a.pdf']) {
      const raw = withFirstProduct(
        (p) => (p.documents = [{ title: { ka: 'ბროშურა', en: 'Brochure' }, url }]),
      );
      expect(() => loadContent(raw, imageExists)).toThrow(/field "documents.0.url"/);
    }
  });

  it('rejects a broken company record naming the field', () => {
    const raw = shipped();
    (raw.company as { phone: string }).phone = 'call us';
    expect(() => loadContent(raw, imageExists)).toThrow(/content\/data\/company.ts: field "phone"/);
  });
});
