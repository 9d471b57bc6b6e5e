/** @jest-environment node */
import { execFileSync } from 'node:child_process';

// Lints virtual files with the project's ESLint config in one child process (the config is ESM).
// An import the resolver cannot place passes silently, so the refused arrow proves the table bites.
function lint(cases) {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const out = [];
    for (const [filePath, code] of ${JSON.stringify(cases)}) {
      const [result] = await eslint.lintText(code, { filePath });
      out.push(result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

test('the layers refuse a back arrow and allow the way down and a test beside its code', () => {
  const [backArrow, wayDown, besideCode] = lint([
    ['lib/layer-probe.ts', "export { Link } from '@/components/link/Link';\n"],
    ['components/layer-probe.ts', "export * from '@/content/schema';\n"],
    ['components/search/layer-probe.test.ts', "export { default } from '@/app/robots';\n"],
  ]);
  expect(backArrow).toEqual([
    expect.stringContaining('lib/ may not import @/components/link/Link (components/)'),
  ]);
  expect(wayDown).toEqual([]);
  expect(besideCode).toEqual([]);
}, 60_000);
