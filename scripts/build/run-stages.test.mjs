/** @jest-environment node */
import { join } from 'node:path';
import { runStages, stageCommand, summaryLines } from './run-stages.mjs';

const stage = (name) => ({ name, script: `scripts/${name}.mjs`, reads: [], writes: [], why: '' });

let log;
beforeEach(() => {
  log = jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());
const printed = () => log.mock.calls.map((call) => call.join(' ')).join('\n');

describe('runStages', () => {
  it('runs every stage in order and prints each with its time', () => {
    const ran = [];
    const spawn = (command, args) => (ran.push(args[0]), { status: 0 });
    expect(runStages([stage('one'), stage('two')], '/project', spawn)).toBe(0);
    expect(ran).toEqual([join('/project/scripts/one.mjs'), join('/project/scripts/two.mjs')]);
    expect(printed()).toMatch(/✓ one \d+\.\d s/);
    expect(printed()).toMatch(/✓ two \d+\.\d s/);
    expect(printed()).toMatch(/Built in/);
  });

  it('stops at the first stage that fails and names it', () => {
    const ran = [];
    const spawn = (command, args) => (
      ran.push(args[0]),
      { status: args[0].includes('two') ? 1 : 0 }
    );
    expect(runStages([stage('one'), stage('two'), stage('three')], '/p', spawn)).toBe(1);
    expect(ran).toHaveLength(2);
    expect(printed()).toMatch(/✗ two/);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('failed at "two"'));
  });

  it('counts a stage killed by a signal as failed', () => {
    expect(runStages([stage('one')], '/p', () => ({ status: null, signal: 'SIGKILL' }))).toBe(1);
  });
});

describe('stageCommand', () => {
  it("runs next as Next's own CLI with node, scripts with node", () => {
    const [node, args] = stageCommand(
      { script: 'next', args: ['build', '--webpack'] },
      process.cwd(),
    );
    expect(node).toBe(process.execPath);
    expect(args[0]).toMatch(/next[\\/]dist[\\/]bin[\\/]next$/);
    expect(args.slice(1)).toEqual(['build', '--webpack']);
  });
});

describe('summaryLines', () => {
  it('lines the stages up with ok or FAILED', () => {
    expect(
      summaryLines([
        { name: 'fonts', ms: 1200, ok: true },
        { name: 'next build', ms: 41000, ok: false },
      ]),
    ).toEqual(['  ok      fonts         1.2 s', '  FAILED  next build   41.0 s']);
  });
});
