/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { anchors, brokenLinks, slug } from '../tests/support/docs/markdown-links.mjs';

// The docs are split by reader (README.md and docs/*.md) and point at one another by file and
// heading. A moved or renamed section must not leave a link to nothing: every relative link has
// to name a file that exists and, when it carries one, an anchor that one of its headings makes.

const docs = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];

describe('links between the docs', () => {
  it.each(docs)('%s links only to files and headings that exist', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});

describe('the link check itself', () => {
  it('makes GitHub anchors from headings', () => {
    expect(slug('Publishing on every save (GitHub Actions)')).toBe(
      'publishing-on-every-save-github-actions',
    );
    expect(slug('Set-up (ops, once)')).toBe('set-up-ops-once');
    expect(slug('Why `next build --webpack`')).toBe('why-next-build---webpack');
    expect(slug('Relevance (`npm run search:relevance`, not a test)')).toBe(
      'relevance-npm-run-searchrelevance-not-a-test',
    );
    expect(slug('კონტაქტები და ფასები')).toBe('კონტაქტები-და-ფასები');
  });

  it('numbers repeated headings and ignores headings inside code blocks', () => {
    const text = '# Set-up\n\n```bash\n# Not a heading\n```\n\n## Set-up\n';
    expect([...anchors(text)]).toEqual(['set-up', 'set-up-1']);
  });

  it('reports a missing file and a missing heading, and accepts what exists', () => {
    const files = {
      'README.md': [
        '[ok](docs/a.md#there) [gone](docs/missing.md) [no anchor](docs/a.md#nowhere)',
        '[outside](https://example.com/x.md) `[code](docs/missing.md)` [self](#top)',
        '# Top',
      ].join('\n'),
      'docs/a.md': '## There\n',
    };
    const fake = {
      read: (path) => files[path],
      exists: (path) => path in files,
      isFile: (path) => path in files,
    };
    expect(brokenLinks('README.md', fake)).toEqual([
      'README.md:1: docs/missing.md: no file docs/missing.md',
      'README.md:1: docs/a.md#nowhere: docs/a.md has no heading with the anchor #nowhere',
    ]);
  });
});
