/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { countByMessage, failures, formatMessage } from './vnu-report.mjs';

const page = (body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

describe('vnu report', () => {
  const root = '/site';
  const error = (file, message, extra = {}) => ({
    type: 'error',
    url: pathToFileURL(join(root, file)).href,
    lastLine: 1,
    firstColumn: 42,
    message,
    ...extra,
  });

  it('names the file, line and column, then the extract on its own line', () => {
    const line = formatMessage(
      error('out/en/index.html', 'Bad value “x”.', { extract: '<input\n  role="x">' }),
      root,
    );
    expect(line).toBe('out/en/index.html:1:42: Bad value “x”.\n    <input role="x">');
  });

  it('fails on errors and on files the checker could not read, not on warnings', () => {
    const messages = [
      error('out/b.html', 'B'),
      { type: 'info', subType: 'warning', url: 'file:/site/out/a.html', message: 'W' },
      { type: 'non-document-error', subType: 'io', message: 'Cannot read' },
      error('out/a.html', 'A'),
    ];
    expect(failures({ messages }).map((m) => m.message)).toEqual(['Cannot read', 'A', 'B']);
  });

  it('counts each message text, most frequent first', () => {
    const messages = [error('a.html', 'X'), error('b.html', 'Y'), error('c.html', 'Y')];
    expect(countByMessage(messages)).toEqual([
      ['Y', 2],
      ['X', 1],
    ]);
  });
});

// Runs the real checker (Java 17+, scripts/ensure-java.sh) once, on two tiny pages and a text file.
describe('tests/checks/check-html-vnu.mjs', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists each error as file:line:column, only for HTML files, and exits 1', () => {
    writeFileSync(join(dir, 'good.html'), page('<p>Fine</p>'));
    writeFileSync(join(dir, 'bad.html'), page('<img src="a.png" width="1" height="1">'));
    writeFileSync(join(dir, 'notes.txt'), 'not HTML, not checked <p');
    const run = spawnSync(process.execPath, ['tests/checks/check-html-vnu.mjs', dir], {
      encoding: 'utf8',
    });
    expect(run.stderr).toMatch(/bad\.html:1:\d+: An “img” element must have an “alt” attribute/);
    expect(run.stderr).not.toMatch(/good\.html|notes\.txt/);
    expect(run.stderr).toMatch(/1 error in 2 HTML files:\n {2}1 × An “img” element/);
    expect(run.status).toBe(1);
  }, 60_000);
});
