import {
  countNamed,
  decodeIds,
  encodeIds,
  maxCompared,
  parseStoredIds,
  replaceId,
  serializeIds,
  toggleId,
  keptNames,
  parseNames,
} from '@/lib/compare-list';

describe('compare list', () => {
  it('decodes ?ids=, keeping the first four distinct valid ids', () => {
    expect(decodeIds('a,b,a,<x>,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(decodeIds(null)).toEqual([]);
    expect(countNamed('a,b,,c')).toBe(3);
    expect(encodeIds(['a', 'b'])).toBe('a,b');
  });

  it('round-trips storage and treats a corrupt value as empty', () => {
    expect(parseStoredIds(serializeIds(['a', 'b']))).toEqual(['a', 'b']);
    expect(parseStoredIds('{oops')).toEqual([]);
    expect(parseStoredIds('{"a":1}')).toEqual([]);
  });

  it('toggles a product in and out, and refuses a fifth', () => {
    expect(toggleId(['a'], 'b')).toEqual({ ids: ['a', 'b'] });
    expect(toggleId(['a', 'b'], 'a')).toEqual({ ids: ['b'] });
    const full = ['a', 'b', 'c', 'd'];
    expect(full).toHaveLength(maxCompared);
    expect(toggleId(full, 'e')).toEqual({ full: true });
    expect(toggleId(full, 'c')).toEqual({ ids: ['a', 'b', 'd'] });
  });

  it('replaces one product in its place', () => {
    expect(replaceId(['a', 'b', 'c', 'd'], 'b', 'e')).toEqual(['a', 'e', 'c', 'd']);
    expect(replaceId(['a', 'b'], 'b', 'a')).toEqual(['a', 'b']);
  });
});

describe('names for the compare bar', () => {
  it('keeps the names of compared ids only, with the one just added', () => {
    const raw = JSON.stringify({ a: 'A', gone: 'Gone' });
    expect(JSON.parse(keptNames(raw, ['a', 'b'], { id: 'b', name: 'B' }))).toEqual({
      a: 'A',
      b: 'B',
    });
  });

  it('reads a corrupt or hostile value as no names', () => {
    expect(parseNames('[1]')).toEqual({});
    expect(parseNames('{bad')).toEqual({});
    expect(parseNames('{"<x>":"X","ok":5,"a":"A"}')).toEqual({ a: 'A' });
  });
});
