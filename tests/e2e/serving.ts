import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { base, outDir } from './out-pages';

// Shared by serving.spec.ts (every host) and serving-nginx.spec.ts (what only nginx does).

export const firstFile = (dir: string, ext: string) => {
  const name = readdirSync(join(outDir, dir)).find((file) => file.endsWith(ext));
  if (!name) throw new Error(`no ${ext} file in out/${dir}`);
  return `${base}/${dir}/${name}`;
};

/** The first file with this extension anywhere under out/<dir> (photo variants sit in subfolders). */
export const firstFileUnder = (dir: string, ext: string): string => {
  const entries = readdirSync(join(outDir, dir), { recursive: true, encoding: 'utf8' });
  const name = entries.sort().find((file) => file.endsWith(ext));
  if (!name) throw new Error(`no ${ext} file under out/${dir}`);
  return `${base}/${dir}/${name.split('\\').join('/')}`;
};

export function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/'unsafe-(inline|eval)'/);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}
