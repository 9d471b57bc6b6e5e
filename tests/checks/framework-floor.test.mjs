/** @jest-environment node */
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { floorAppDir, floorFiles, floorKey } from './framework-floor.mjs';
import siteNextConfig from '../../next.config';

// The floor is the blank app the budgets measure against: built with other settings than the
// site (say, without basePath or trailing slashes), every budget would compare unlike things.
describe('the framework floor', () => {
  it('builds its blank app with the export settings the site is built with', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'floor-config-'));
    try {
      const file = join(dir, 'next.config.mjs');
      writeFileSync(file, floorFiles['next.config.mjs']);
      const { default: floorConfig } = await import(pathToFileURL(file).href);
      for (const [key, value] of Object.entries(floorConfig))
        expect([key, siteNextConfig[key]]).toEqual([key, value]);
      expect(floorConfig).toMatchObject({ output: 'export', trailingSlash: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The kept figure (framework-floor.json) is reused only under this key: an upgrade of Next or
  // React, or a change to the blank app, must measure the floor again.
  it('keeps its figure under the installed Next and React versions', () => {
    const root = resolve(import.meta.dirname, '../..');
    const installed = (name) =>
      JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
    const key = floorKey();
    for (const name of ['next', 'react', 'react-dom'])
      expect(key).toContain(`${name} ${installed(name)},`);
  });

  it('is a plain page with a layout, nothing of the site', () => {
    expect(Object.keys(floorFiles).sort()).toEqual([
      'app/layout.jsx',
      'app/page.jsx',
      'next.config.mjs',
      'package.json',
    ]);
  });

  // Webpack names modules by their paths relative to the app: the floor's app must reach Next
  // by the same relative path in every clone, or the floor moves with the clone's location.
  it('builds in the project, finding Next in the project node_modules without a link', () => {
    const root = resolve(import.meta.dirname, '../..');
    const dir = floorAppDir();
    try {
      expect(relative(root, dir)).toMatch(/^\.cache[\\/]framework-floor[\\/]app-/);
      expect(readdirSync(dir)).toEqual([]);
      const next = createRequire(join(dir, 'package.json')).resolve('next/package.json');
      expect(realpathSync(next)).toBe(realpathSync(join(root, 'node_modules/next/package.json')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
