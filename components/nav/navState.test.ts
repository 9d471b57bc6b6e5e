import { isCurrentSection } from '@/components/nav/navState';

describe('isCurrentSection', () => {
  it('marks home only on the home page, including the bare root', () => {
    expect(isCurrentSection('/ka/', '/ka/')).toBe(true);
    expect(isCurrentSection('/', '/ka/')).toBe(true);
    expect(isCurrentSection('/ka/about/', '/ka/')).toBe(false);
  });

  it('marks a section for its sub-pages', () => {
    expect(isCurrentSection('/en/catalog/office/', '/en/catalog/')).toBe(true);
    expect(isCurrentSection('/en/product/x/', '/en/catalog/')).toBe(true);
    expect(isCurrentSection('/en/contacts', '/en/catalog/')).toBe(false);
  });
});
