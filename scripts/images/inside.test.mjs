/** @jest-environment node */
import { join, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { inside, isInside } from './inside.mjs';

const root = resolve('/tmp/project/public');

describe('inside (the guard of every file the image build touches)', () => {
  it('gives the file a site path names under the root', () => {
    expect(inside(root, '/uploads/a.jpg')).toBe(join(root, 'uploads/a.jpg'));
    expect(inside(root, 'uploads/b.png')).toBe(join(root, 'uploads/b.png'));
    // Nothing is decoded: an escape is part of a file name, never a way up.
    expect(inside(root, '/uploads/%2e%2e/%2e%2e/x.jpg')).toBe(
      join(root, 'uploads/%2e%2e/%2e%2e/x.jpg'),
    );
    expect(inside(root, '/uploads/..%2F..%2Fx.jpg')).toBe(join(root, 'uploads/..%2F..%2Fx.jpg'));
  });

  it.each(['/uploads/../../../victim/keep-me.jpg', '../victim.jpg', '..', '/', '', '/uploads/..'])(
    'refuses %j: it is not inside the root',
    (path) => {
      expect(() => inside(root, path)).toThrow(/^refusing .*: outside \/tmp\/project\/public$/);
    },
  );

  it('tells a folder inside from the root itself, its parent and a sibling sharing a prefix', () => {
    expect(isInside(root, join(root, 'uploads'))).toBe(true);
    expect(isInside(root, join(root, '..foo'))).toBe(true);
    expect(isInside(root, root)).toBe(false);
    expect(isInside(root, join(root, '..'))).toBe(false);
    expect(isInside(root, `${root}-old/x.jpg`)).toBe(false);
  });
});

describe('inside (property-based)', () => {
  it('returns a path strictly inside the root, or refuses', () => {
    const segment = fc.constantFrom('..', '.', '', 'a', '%2e%2e', '..%2F', '\\..', 'uploads');
    const path = fc.array(segment, { maxLength: 8 }).map((parts) => parts.join('/'));
    fc.assert(
      fc.property(fc.oneof(path, fc.string()), (candidate) => {
        let full;
        try {
          full = inside(root, candidate);
        } catch (error) {
          expect(error.message).toMatch(/^refusing /);
          return;
        }
        expect(full.startsWith(`${root}${sep}`)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
