// One wrangler command for a CI step: the project's wrangler (node_modules/.bin, at the version
// package-lock.json pins) or WRANGLER_BIN (the tests' stand-in), its log shown as it runs and
// kept, and what it wrote to its output file (WRANGLER_OUTPUT_FILE_PATH, one JSON entry a line).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const wranglerBin = (env = process.env) =>
  env.WRANGLER_BIN || join('node_modules', '.bin', 'wrangler');

/** Runs `wrangler <args>`; resolves to { code, log, outputFile } (exit code, stdout, file text). */
export async function runWrangler(args, env = process.env) {
  const scratch = mkdtempSync(join(tmpdir(), 'wrangler-run-'));
  const outputPath = join(scratch, 'output.jsonl');
  console.log(`wrangler ${args.join(' ')}`);
  // CI=true: wrangler asks no questions (the D1 migrations' "apply?" prompt is answered yes).
  const child = spawn(wranglerBin(env), args, {
    env: { ...env, CI: env.CI || 'true', WRANGLER_OUTPUT_FILE_PATH: outputPath },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => {
    log += chunk;
    process.stdout.write(chunk);
  });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start ${wranglerBin(env)}: ${error.message} (run npm ci first)`);
      resolve(127);
    });
    child.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  const outputFile = existsSync(outputPath) ? readFileSync(outputPath, 'utf8') : '';
  rmSync(scratch, { recursive: true, force: true });
  return { code, log, outputFile };
}
