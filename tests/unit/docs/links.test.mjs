/** @jest-environment node */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// The docs are split by reader (README.md and docs/*.md) and point at one another by file and
// heading. A moved or renamed section must not leave a link to nothing: every relative link has
// to name a file that exists and, when it carries one, an anchor that one of its headings makes.

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens (github-slugger). */
export function slug(heading) {
  return heading
    .replace(/`|\*\*|__/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Lines outside fenced code blocks (a `# comment` in a bash block is not a heading). */
function proseLines(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** Every anchor a file's headings make, numbered as GitHub numbers repeats (-1, -2 …). */
export function anchors(text) {
  const seen = new Map();
  const result = new Set();
  for (const line of proseLines(text)) {
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = slug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Inline links `[text](target)` in prose, with their line numbers; inline code is skipped. */
export function links(text) {
  return proseLines(text).flatMap((line, index) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => ({
      target: match[1],
      line: index + 1,
    })),
  );
}

const disk = {
  read: (path) => readFileSync(path, 'utf8'),
  exists: existsSync,
  isFile: (path) => statSync(path).isFile(),
};

/** The problems of one file's relative links, each naming file, line and target. */
export function brokenLinks(file, { read, exists, isFile } = disk) {
  const problems = [];
  for (const { target, line } of links(read(file))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [path, anchor] = target.split('#');
    const resolved = path ? normalize(join(dirname(file), decodeURIComponent(path))) : file;
    const where = `${file}:${line}: ${target}`;
    if (!exists(resolved)) {
      problems.push(`${where}: no file ${resolved}`);
      continue;
    }
    if (anchor === undefined || !isFile(resolved) || !resolved.endsWith('.md')) continue;
    if (!anchors(read(resolved)).has(decodeURIComponent(anchor)))
      problems.push(`${where}: ${resolved} has no heading with the anchor #${anchor}`);
  }
  return problems;
}

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
