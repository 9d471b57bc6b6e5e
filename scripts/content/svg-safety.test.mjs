/**
 * @jest-environment node
 */
// The content check refuses SVGs that would run or load something when opened from the site,
// and upload types that could; shapes, styles and editor metadata pass.
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { publicFileProblems, svgProblems } from './svg-safety.mjs';

const svg = (body, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttributes}>${body}</svg>`;

describe('svgProblems', () => {
  it.each([
    [
      'a drawing',
      svg('<rect width="10" height="10" fill="#2563eb"/><circle cx="5" cy="5" r="2"/>'),
    ],
    [
      'comments, a title and a style sheet',
      svg(
        '<!-- logo --><title>Logo</title><style>.a{fill:red}</style><path class="a" d="M0 0h5"/>',
      ),
    ],
    [
      'gradients and local references',
      svg(
        '<defs><linearGradient id="g"><stop offset="0"/></linearGradient><path id="p" d="M0 0h5"/></defs><use href="#p" fill="url(#g)"/><use xlink:href="#p"/>',
      ),
    ],
    [
      'an XML declaration and role="img"',
      `<?xml version="1.0" encoding="UTF-8"?>\n${svg('<rect width="1" height="1"/>', ' role="img" aria-label="Logo"')}`,
    ],
    [
      'Inkscape metadata',
      svg(
        '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" pagecolor="#fff"/><g xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:label="Layer 1"><rect width="1" height="1"/></g>',
      ),
    ],
    [
      'an inline raster image',
      svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>'),
    ],
  ])('passes %s', (_, text) => {
    expect(svgProblems(text)).toEqual([]);
  });

  it.each([
    ['a script', svg('<script>localStorage.x = 1</script>'), /<script> element/],
    [
      'an XHTML script',
      svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
      /<script> element/,
    ],
    [
      'an event handler',
      svg('<rect width="1" height="1" onclick="alert(1)"/>'),
      /event handler onclick/,
    ],
    ['an onload on the root', svg('<rect/>', ' onload="alert(1)"'), /event handler onload/],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), /javascript:alert/],
    [
      'an xlink javascript: link',
      svg('<a xlink:href="javascript:alert(1)"><rect/></a>'),
      /javascript:alert/,
    ],
    [
      'a foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      /<foreignObject> element/i,
    ],
    [
      'an iframe inside',
      svg(
        '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://x.test/"/></foreignObject>',
      ),
      /foreignObject|iframe|x\.test/i,
    ],
    [
      'an external image',
      svg('<image href="https://tracker.test/p.png" width="1" height="1"/>'),
      /outside itself: href="https:\/\/tracker\.test/,
    ],
    ['an external use', svg('<use href="/gps-app/other.svg#a"/>'), /outside itself/],
    ['a CSS import', svg('<style>@import url(https://x.test/a.css);</style>'), /@import/],
    [
      'a CSS url() to a server',
      svg('<rect style="fill:url(https://x.test/p)"/>'),
      /url\(https:\/\/x\.test/,
    ],
    [
      'a nested SVG as data URL',
      svg('<image href="data:image/svg+xml,%3Csvg%3E" width="1" height="1"/>'),
      /outside itself/,
    ],
    [
      'an animation that sets a link',
      svg('<a><animate attributeName="href" to="javascript:alert(1)"/><rect/></a>'),
      /animate|javascript/,
    ],
    [
      'a style sheet processing instruction',
      `<?xml-stylesheet type="text/xsl" href="https://x.test/a.xsl"?>${svg('<rect/>')}`,
      /xml-stylesheet/,
    ],
    [
      'entities in a DOCTYPE',
      `<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]>${svg('&x;')}`,
      /DOCTYPE/,
    ],
    [
      'an HTML page named .svg',
      '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
      /root element is <html>/,
    ],
    ['text that is not XML', '<svg><rect></svg>', /not a well-formed SVG/],
  ])('refuses %s', (_, text, reason) => {
    const problems = svgProblems(text);
    expect(problems.join('\n')).toMatch(reason);
    expect(problems.length).toBeGreaterThan(0);
  });

  // Outside input: any text gets an answer (never an exception), and no payload hides in a
  // drawing whatever surrounds it.
  const colour = fc
    .integer({ min: 0, max: 0xffffff })
    .map((n) => `#${n.toString(16).padStart(6, '0')}`);
  const shape = fc.oneof(
    fc
      .tuple(fc.nat(100), fc.nat(100), colour)
      .map(([w, h, c]) => `<rect width="${w}" height="${h}" fill="${c}"/>`),
    fc.tuple(fc.nat(100), colour).map(([r, c]) => `<circle r="${r}" stroke="${c}"/>`),
    fc
      .string({ unit: fc.constantFrom('a', 'b', ' ', '1', 'ა', '&amp;') })
      .map((t) => `<text>${t}</text>`),
  );
  const payload = fc.constantFrom(
    '<script>x()</script>',
    '<g onmouseover="x()"/>',
    '<a href="javascript:x()"><rect/></a>',
    '<foreignObject/>',
    '<image href="http://127.0.0.1/x.png"/>',
  );

  it('answers any text with a list of sentences', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const problems = svgProblems(text);
        expect(Array.isArray(problems)).toBe(true);
        for (const p of problems) expect(typeof p).toBe('string');
      }),
      { numRuns: 60 },
    );
  });

  it('passes drawings and refuses them once a payload is put anywhere among their shapes', () => {
    fc.assert(
      fc.property(fc.array(shape, { maxLength: 6 }), payload, fc.nat(), (shapes, bad, at) => {
        expect(svgProblems(svg(shapes.join('')))).toEqual([]);
        const index = shapes.length ? at % (shapes.length + 1) : 0;
        const hostile = [...shapes.slice(0, index), bad, ...shapes.slice(index)];
        expect(svgProblems(svg(`<g>${hostile.join('')}</g>`))).not.toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});

describe('publicFileProblems', () => {
  let project;
  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), 'svg-safety-'));
    for (const dir of ['public/uploads/products', 'public/images/partners', 'public/_img'])
      mkdirSync(join(project, dir), { recursive: true });
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  const put = (path, text) => writeFileSync(join(project, path), text);

  it('names each unsafe file under uploads/ and images/, relative to the project', () => {
    put('public/uploads/products/ok.svg', svg('<rect/>'));
    put('public/uploads/products/photo.jpg', 'binary');
    put('public/uploads/products/bad.svg', svg('<script>x()</script>'));
    put('public/images/partners/bad.svg', svg('<rect onclick="x()"/>'));
    put('public/uploads/page.html', '<script>x()</script>');
    put('public/uploads/noext', 'x');
    // Not a content folder: the build writes it (raster variants only).
    put('public/_img/x.svg', svg('<script>x()</script>'));
    const problems = publicFileProblems(join(project, 'public'), project);
    expect(problems.map((p) => p.file)).toEqual([
      'public/uploads/noext',
      'public/uploads/page.html',
      'public/uploads/products/bad.svg',
      'public/images/partners/bad.svg',
    ]);
    expect(problems[1].message).toMatch(/a \.html file cannot be served safely/);
    expect(problems[2].message).toMatch(/<script> element/);
    expect(problems[3].message).toMatch(/event handler onclick/);
  });

  it('is quiet when the folders are missing or clean', () => {
    rmSync(join(project, 'public/uploads'), { recursive: true });
    put('public/images/partners/a.svg', svg('<path d="M0 0h1"/>'));
    expect(publicFileProblems(join(project, 'public'), project)).toEqual([]);
  });
});

it('passes every SVG the repository ships under public/', () => {
  const publicDir = join(process.cwd(), 'public');
  expect(
    readdirSync(join(publicDir, 'images'), { recursive: true }).some((f) =>
      String(f).endsWith('.svg'),
    ),
  ).toBe(true);
  expect(publicFileProblems(publicDir)).toEqual([]);
});
