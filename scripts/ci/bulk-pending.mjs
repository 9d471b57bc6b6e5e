#!/usr/bin/env node
// npm run ci:bulk-pending: the import job's first look at the editor's Bulk update entry, before
// npm ci (it needs no packages): `pending` says whether the entry may name a workbook, so a run
// without one skips installing and importing; `ref` is the commit checked out, which the rest of
// the run builds when nothing is imported (scripts/ci/bulk-import.mjs writes its own otherwise).
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The entry's file, as content/csv/bulk.ts names it (a unit test keeps the two the same). */
export const entryFile = 'content/bulk/update.yaml';

/** Anything but an empty entry ({}, blank, comments) may name one; the import reads it properly. */
export function entryPending(text) {
  if (text === undefined) return false;
  const body = text.replace(/#.*$/gm, '').trim();
  return body !== '' && body !== '{}';
}

/** Step outputs (name=value lines) in $GITHUB_OUTPUT, when the run has one; also logged. */
export function writeOutputs(values, env = process.env) {
  const lines = Object.entries(values).map(([name, value]) => `${name}=${value}\n`);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, lines.join(''));
  console.log(lines.join('').trim());
}

export const headCommit = () =>
  execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  let text;
  try {
    text = readFileSync(entryFile, 'utf8');
  } catch {
    text = undefined;
  }
  const pending = entryPending(text);
  console.log(
    pending ? 'Bulk update: the entry names a workbook.' : 'Bulk update: nothing to import.',
  );
  writeOutputs({ pending, ref: headCommit() });
}
