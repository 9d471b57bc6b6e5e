/** @jest-environment node */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProject } from './project-copy.mjs';

describe('copyProject', () => {
  const root = mkdtempSync(join(tmpdir(), 'project-copy-root-'));
  const copies = [];
  beforeAll(() => {
    for (const file of [
      'content/products/a.yaml',
      'node_modules/pkg/index.js',
      'out/index.html',
      'deploy/dist/cloudflare/index.html',
      'deploy/host-rules.mjs',
      '.cache/images/x.avif',
    ]) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), 'x');
    }
  });
  afterAll(() => {
    for (const dir of [root, ...copies]) rmSync(dir, { recursive: true, force: true });
  });

  it('copies the sources, not the build output, and links the packages', () => {
    const dir = copyProject(root, 'project-copy-');
    copies.push(dir);
    expect(existsSync(join(dir, 'content/products/a.yaml'))).toBe(true);
    expect(existsSync(join(dir, 'deploy/host-rules.mjs'))).toBe(true);
    expect(existsSync(join(dir, 'out'))).toBe(false);
    expect(existsSync(join(dir, 'deploy/dist'))).toBe(false);
    expect(lstatSync(join(dir, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(dir, '.cache/images/x.avif'))).toBe(true);
  });

  it('leaves out what it is told to, and can hard-link the packages instead', () => {
    const dir = copyProject(root, 'project-copy-', { leaveOut: ['.cache'], modules: 'hardlink' });
    copies.push(dir);
    expect(existsSync(join(dir, '.cache'))).toBe(false);
    expect(lstatSync(join(dir, 'node_modules')).isDirectory()).toBe(true);
    expect(lstatSync(join(dir, 'node_modules/pkg/index.js')).nlink).toBeGreaterThan(1);
  });
});
