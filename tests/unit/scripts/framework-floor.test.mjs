/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { floorFiles } from '../../../scripts/framework-floor.mjs';
import siteNextConfig from '../../../next.config';

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

  it('is a plain page with a layout, nothing of the site', () => {
    expect(Object.keys(floorFiles).sort()).toEqual([
      'app/layout.jsx',
      'app/page.jsx',
      'next.config.mjs',
      'package.json',
    ]);
  });
});
