/**
 * @jest-environment node
 */
// A CDATA section holding markup (<![CDATA[<script>…]]>) is refused with a sentence naming it; as
// the root's only content it crashed the content check with a stack trace that named no file.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { publicFileProblems, svgProblems } from './svg-safety.mjs';

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;
const cdata = '<![CDATA[<script>alert(1)</script>]]>';

describe('CDATA in an SVG', () => {
  it.each([
    ['as the root’s only content', svg(cdata)],
    ['after a shape', svg(`<rect/>${cdata}`)],
    ['in a group', svg(`<g>${cdata}</g>`)],
    ['in a text', svg(`<text>${cdata}</text>`)],
    ['in a style sheet', svg(`<style>${cdata}</style>`)],
  ])('markup in CDATA %s is one problem naming it', (_, text) => {
    expect(svgProblems(text)).toEqual([
      'has markup inside CDATA: <![CDATA[<script>alert(1)</script>]]>. SVG files may hold shapes and styles only (no script, event handlers, links or embedded pages).',
    ]);
  });

  it('passes a style sheet or text in CDATA without markup', () => {
    expect(svgProblems(svg('<style><![CDATA[.a{fill:#000} .b>.c{fill:red}]]></style>'))).toEqual(
      [],
    );
    expect(svgProblems(svg('<text><![CDATA[A & B]]></text>'))).toEqual([]);
  });

  it('a script in CDATA inside a <script> is still the script', () => {
    expect(svgProblems(svg('<script><![CDATA[alert(1)]]></script>')).join('\n')).toMatch(
      /<script> element/,
    );
  });

  // Outside input: a payload in CDATA anywhere among shapes, at any depth, is refused, never thrown.
  const shape = fc.constantFrom(
    '<rect width="1" height="1"/>',
    '<circle r="2"/>',
    '<text>a</text>',
  );
  const payload = fc
    .tuple(
      fc.constantFrom('script', 'iframe', 'a href="javascript:x()"', '!--', '/svg'),
      fc.string(),
    )
    .map(([tag, text]) => `<![CDATA[<${tag}>${text.replaceAll(']]>', '')}]]>`);
  it('refuses a markup CDATA wherever it is put', () => {
    fc.assert(
      fc.property(
        fc.array(shape, { maxLength: 5 }),
        payload,
        fc.nat(),
        fc.nat(3),
        (shapes, bad, at, depth) => {
          const index = at % (shapes.length + 1);
          const body = [...shapes.slice(0, index), bad, ...shapes.slice(index)].join('');
          const text = svg(`${'<g>'.repeat(depth)}${body}${'</g>'.repeat(depth)}`);
          let problems;
          expect(() => (problems = svgProblems(text))).not.toThrow();
          expect(problems.join('\n')).toMatch(/has markup inside CDATA/);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the content check names the file', () => {
    const project = mkdtempSync(join(tmpdir(), 'svg-cdata-'));
    try {
      mkdirSync(join(project, 'public/uploads'), { recursive: true });
      writeFileSync(join(project, 'public/uploads/logo.svg'), svg(cdata));
      expect(publicFileProblems(join(project, 'public'), project)).toEqual([
        {
          file: 'public/uploads/logo.svg',
          message: expect.stringMatching(/^has markup inside CDATA/),
        },
      ]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
