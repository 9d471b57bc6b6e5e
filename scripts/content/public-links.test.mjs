/**
 * @jest-environment node
 */
// Symbolic links in public/: the export copies what a link points at as a file, so a link in
// public/uploads/ to a scripted SVG passed the content check and was published.
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicLinkProblems } from './public-links.mjs';
import { checkedFolders, publicFileProblems } from './svg-safety.mjs';

const scripted =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
let project;
let outside;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'public-links-'));
  outside = mkdtempSync(join(tmpdir(), 'outside-'));
  for (const dir of ['public/uploads/products', 'public/images', 'public/misc', 'elsewhere'])
    mkdirSync(join(project, dir), { recursive: true });
  writeFileSync(join(project, 'elsewhere/evil.svg'), scripted);
  writeFileSync(join(outside, 'evil.svg'), scripted);
});
afterEach(() => {
  rmSync(project, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const link = (target, path) => symlinkSync(target, join(project, path));
const check = () => publicFileProblems(join(project, 'public'), project);

describe('publicFileProblems and links', () => {
  it('refuses a link in uploads/ to a scripted SVG, naming it and where it points', () => {
    link(join(project, 'elsewhere/evil.svg'), 'public/uploads/products/logo.svg');
    expect(check()).toEqual([
      {
        file: 'public/uploads/products/logo.svg',
        message: expect.stringMatching(
          /^is a symbolic link \(to .*elsewhere\/evil\.svg\): public\/uploads\/ holds plain files only, since the export would publish what the link points at unchecked; put the file itself here$/,
        ),
      },
    ]);
  });

  it('refuses any link in images/, even one to a safe file inside the project', () => {
    writeFileSync(join(project, 'elsewhere/ok.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    link('../../elsewhere/ok.svg', 'public/images/ok.svg');
    expect(check().map((p) => p.file)).toEqual(['public/images/ok.svg']);
  });

  it('refuses a linked uploads folder and reads nothing through it', () => {
    rmSync(join(project, 'public/uploads'), { recursive: true });
    link(outside, 'public/uploads');
    expect(check()).toEqual([
      { file: 'public/uploads', message: expect.stringMatching(/^is a symbolic link \(to /) },
    ]);
  });

  it('elsewhere in public/, refuses links that leave the project or dangle, and keeps the rest', () => {
    link(join(outside, 'evil.svg'), 'public/misc/away.svg');
    link(join(project, 'nothing-here.txt'), 'public/misc/dangling.txt');
    link('../../elsewhere/evil.svg', 'public/misc/inside.svg');
    expect(publicLinkProblems(join(project, 'public'), project, checkedFolders)).toEqual([
      {
        file: 'public/misc/away.svg',
        message: expect.stringMatching(/ that leaves the project or points at nothing: the export/),
      },
      { file: 'public/misc/dangling.txt', message: expect.stringMatching(/points at nothing/) },
    ]);
  });

  it('is quiet without links, and without a public/ folder', () => {
    writeFileSync(join(project, 'public/uploads/products/a.jpg'), 'x');
    expect(check()).toEqual([]);
    expect(publicLinkProblems(join(project, 'no-public'), project, checkedFolders)).toEqual([]);
  });
});
