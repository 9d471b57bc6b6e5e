#!/usr/bin/env node
// Checks every HTML file of the export with the W3C Nu Html Checker (vnu.jar from the vnu-jar
// package, run by the system's Java 17+; scripts/ensure-java.sh installs it). Run after the build:
//   node tests/checks/check-html-vnu.mjs [dir]   (default out/; JAVA_PATH to choose the java binary)
// Prints `file:line:column: message` for each error and exits 1 when there is any.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { countByMessage, failures, formatMessage } from './vnu-report.mjs';

const dir = process.argv[2] ?? 'out';
const java = process.env.JAVA_PATH ?? 'java';
// The package exports the jar's path as a String object.
const jar = String(createRequire(import.meta.url)('vnu-jar'));

if (!existsSync(dir)) {
  console.error(`vnu: ${dir}/ does not exist; build the site first (npm run build).`);
  process.exit(1);
}

const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  // admin/index.html is the content editor's shell (html-validate still checks it).
  .filter((name) => name.endsWith('.html') && !name.startsWith('admin/'))
  .map((name) => join(dir, name))
  .sort();
if (files.length === 0) {
  console.error(`vnu: no HTML files in ${dir}/`);
  process.exit(1);
}

const count = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const started = performance.now();
// --errors-only: warnings and info are advice, not conformance errors. --no-langdetect: language
// guessing only ever warns, and skipping it saves time. --exit-zero-always: the status is decided
// from the parsed report, so a non-zero exit here means the checker itself failed.
const run = spawnSync(
  java,
  [
    '-jar',
    jar,
    '--errors-only',
    '--skip-non-html',
    '--no-langdetect',
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    ...files,
  ],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (run.error || run.status !== 0) {
  const reason = run.error?.code === 'ENOENT' ? `${java} not found` : (run.error?.message ?? '');
  console.error(`vnu: the checker did not run (${reason || `exit ${run.status}`}).`);
  if (run.stderr) console.error(run.stderr.trim());
  console.error('Java 17+ is needed: bash scripts/ensure-java.sh, or set JAVA_PATH.');
  process.exit(1);
}

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`vnu: unreadable report:\n${run.stdout.slice(0, 2000)}\n${run.stderr}`);
  process.exit(1);
}

const errors = failures(report);
if (errors.length === 0) {
  console.log(
    `vnu ${report.version}: ${count(files.length, 'HTML file')}, no errors (${seconds} s)`,
  );
  process.exit(0);
}
for (const message of errors) console.error(formatMessage(message));
console.error(
  `\nvnu ${report.version}: ${count(errors.length, 'error')} in ${count(files.length, 'HTML file')}:`,
);
for (const [message, count] of countByMessage(errors)) console.error(`  ${count} × ${message}`);
process.exit(1);
