/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { sameProduct } from '@/content/csv/product-files';
import { fixtureRoot } from '../../tests/support/content/fixture-content';

const text = readFileSync(join(fixtureRoot, 'products/mono-mfp-m3030.yaml'), 'utf8');
const changed = (change: (ka: Record<string, unknown>) => void) => {
  const blocks = parse(text);
  change(blocks.ka);
  return stringify(blocks);
};

describe('two versions of a product file (the bulk import’s stale-row guard)', () => {
  it('are the same product whatever the formatting and the draft flag', () => {
    expect(sameProduct(text, text)).toBe(true);
    expect(sameProduct(text, stringify(parse(text), { indent: 4 }))).toBe(true);
    expect(
      sameProduct(
        text,
        changed((ka) => (ka.hidden = true)),
      ),
    ).toBe(true);
    expect(sameProduct(undefined, undefined)).toBe(true);
  });

  it('differ in any field a sheet carries, when one is missing, and when either is broken', () => {
    expect(
      sameProduct(
        text,
        changed((ka) => (ka.order = 12345)),
      ),
    ).toBe(false);
    expect(sameProduct(text, undefined)).toBe(false);
    expect(sameProduct(undefined, text)).toBe(false);
    expect(sameProduct('ka: [', 'ka: [')).toBe(false);
  });
});
