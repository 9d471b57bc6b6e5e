/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { errorCommand, problemAnnotation, problemSummary, problemsJson } from './annotations.mjs';

/** The runner's reading of a command (actions/runner ActionCommand.Unescape), written apart. */
function parseCommand(line) {
  const match = /^::error(?: ([^:]*))?::(.*)$/.exec(line);
  if (!match) return null;
  const unescape = (text) =>
    text
      .replaceAll('%0D', '\r')
      .replaceAll('%0A', '\n')
      .replaceAll('%3A', ':')
      .replaceAll('%2C', ',')
      .replaceAll('%25', '%');
  const properties = Object.fromEntries(
    (match[1] ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => [
        pair.slice(0, pair.indexOf('=')),
        unescape(pair.slice(pair.indexOf('=') + 1)),
      ]),
  );
  return { properties, message: unescape(match[2]) };
}

describe('GitHub annotations for content problems', () => {
  it('puts the problem on its file and line, titled by entry and field', () => {
    const line = problemAnnotation({
      file: 'content/products/a.yaml',
      line: 31,
      entry: 'a',
      field: 'en.name',
      message: 'is missing (required)',
    });
    expect(parseCommand(line)).toEqual({
      properties: {
        file: 'content/products/a.yaml',
        line: '31',
        title: 'Content check: entry "a", field "en.name"',
      },
      message: 'is missing (required)',
    });
  });

  it('leaves out what a problem does not know (a YAML error has no entry or field)', () => {
    const line = problemAnnotation({ file: 'content/x.yaml', message: 'YAML syntax: bad' });
    expect(line).toBe('::error file=content/x.yaml,title=Content check::YAML syntax: bad');
  });

  it('any text survives the escaping, on one line (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), fc.nat(), (file, message, n) => {
        const line = errorCommand({ file, line: n + 1, title: `${file}, ${message}` }, message);
        expect(line).not.toMatch(/[\r\n]/);
        const parsed = parseCommand(line);
        expect(parsed.message).toBe(message);
        if (file) expect(parsed.properties.file).toBe(file);
        expect(parsed.properties.title).toBe(`${file}, ${message}`);
      }),
      { numRuns: 300 },
    );
  });

  it('the summary lists every problem and says nothing was published', () => {
    const problems = [
      { file: 'a.yaml', line: 2, message: 'one' },
      { file: 'b.yaml', message: 'two `quoted`' },
    ];
    const text = problemSummary(problems, (p) => `${p.file}: ${p.message}`);
    expect(text).toContain('2 problem(s), nothing was published');
    expect(text).toContain('- `a.yaml: one`');
    expect(text).toContain("- `b.yaml: two 'quoted'`");
  });
});

describe('npm run ci:content-annotations', () => {
  const product = 'products/colour-mfp-c3030.yaml';
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'annotations-'));
    cpSync('tests/fixtures/content', join(dir, 'content'), { recursive: true });
    // Images are looked up in the public/ beside content/: the project's, which has them.
    symlinkSync(resolve('public'), join(dir, 'public'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const run = () =>
    spawnSync(process.execPath, ['scripts/ci/content-annotations.mjs', join(dir, 'content')], {
      encoding: 'utf8',
      env: { ...process.env, GITHUB_STEP_SUMMARY: join(dir, 'summary.md') },
    });

  it('a misspelt field fails the step with an annotation on the line the editor wrote', () => {
    const file = join(dir, 'content', product);
    const lines = readFileSync(file, 'utf8').split('\n');
    const at = lines.findIndex((l) => /^ {2}name:/.test(l));
    lines[at] = lines[at].replace('name:', 'nmae:');
    writeFileSync(file, lines.join('\n'));

    const result = run();
    expect(result.status).toBe(1);
    const annotations = result.stdout.trim().split('\n').map(parseCommand);
    // Titled by the entry as the editor lists it and the field as written, never `ka.nmae`.
    const typo = annotations.find((a) => a.properties.title.includes('"nmae"'));
    expect(typo.properties.title).toMatch(/^Content check: Product “.+”, "nmae"$/);
    expect(typo.properties.file).toMatch(new RegExp(`content/${product}$`));
    expect(typo.properties.line).toBe(String(at + 1));
    expect(typo.message.split('\n')).toEqual([
      expect.stringMatching(/^პროდუქტი „.+“, „nmae“: უცნობი ველი$/),
      expect.stringMatching(/^Product “.+”, "nmae": unknown field$/),
    ]);
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).toMatch(/^ {2}- `Product “.+”, "nmae": unknown field`$/m);
  });

  it('a YAML syntax error is annotated too, and unchanged content passes', () => {
    expect(run().status).toBe(0);
    writeFileSync(join(dir, 'content', product), 'ka:\n  id: [unclosed\n');
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /^::error file=[^,]*colour-mfp-c3030\.yaml,line=\d+,.*YAML syntax/m,
    );
  });
});

describe('the problems for the publish status', () => {
  it('are the content problems as JSON, only their own fields', () => {
    const problems = [
      { file: 'a.yaml', line: 3, entry: 'a', field: 'ka.name', message: 'is required', x: 1 },
      { file: 'content/company.yaml', message: 'placeholder' },
    ];
    expect(JSON.parse(problemsJson(problems))).toEqual([
      { file: 'a.yaml', line: 3, entry: 'a', field: 'ka.name', message: 'is required' },
      { file: 'content/company.yaml', message: 'placeholder' },
    ]);
    expect(JSON.parse(problemsJson([]))).toEqual([]);
  });

  it("name entry and field by the editor's labels in both languages when the check has them", () => {
    const place = { ka: 'პროდუქტი „C3030“, ფასი → თანხა', en: 'Product “C3030”, Price → Amount' };
    const problem = { file: 'a.yaml', line: 9, entry: 'c3030', field: 'ka.price.amount', place };
    expect(
      JSON.parse(
        problemsJson([{ ...problem, message: 'უნდა იყოს 0-ზე მეტი / must be more than 0' }]),
      ),
    ).toEqual([
      {
        file: 'a.yaml',
        line: 9,
        entry: 'პროდუქტი „C3030“, ფასი → თანხა / Product “C3030”, Price → Amount',
        message: 'უნდა იყოს 0-ზე მეტი / must be more than 0',
      },
    ]);
  });
});
