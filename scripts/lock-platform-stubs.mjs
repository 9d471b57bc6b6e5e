#!/usr/bin/env node
// The registry mirror these machines use holds only the Linux builds of native packages
// (@next/swc-*, @swc/core-*, @unrs/resolver-binding-*). `npm install` then leaves the other
// platforms' optional packages out of package-lock.json, and `npm ci` rejects the lock as out
// of sync. This adds the missing optional entries with their os/cpu, so npm ci skips them on
// Linux exactly as it would with a lock made against the full registry.
// Run after changing dependencies: node scripts/lock-platform-stubs.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const tail = name.split('/').pop();
  const os =
    /(?:^|-)(darwin|win32|linux|android|freebsd|openharmony|sunos|aix|netbsd|openbsd|windows)(?:-|$)/.exec(
      tail,
    )?.[1];
  const cpu = /-(arm64|x64|ia32|arm|ppc64|s390x|riscv64|loong64|mips64el|wasm32)(?:-|$)/.exec(
    tail,
  )?.[1];
  const libc = /-musl/.test(tail)
    ? 'musl'
    : /-gnu/.test(tail) && os === 'linux'
      ? 'glibc'
      : undefined;
  // Some packages (@pagefind/windows-x64) name the platform "windows"; npm calls it win32.
  return { os: os === 'windows' ? 'win32' : os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os || !/^\d+\.\d+\.\d+/.test(spec)) {
      console.warn(`skipped ${name}@${spec} (not a platform build with an exact version)`);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: spec,
      cpu: cpu ? [cpu] : undefined,
      os: [os],
      libc: libc ? [libc] : undefined,
      optional: true,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform entries`);
