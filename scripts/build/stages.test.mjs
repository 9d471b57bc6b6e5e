/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { stageOrderProblems, stages } from './stages.mjs';

const byName = (name) => stages.find((stage) => stage.name === name);
const position = (name) => stages.indexOf(byName(name));

describe('the build stages', () => {
  it('are in an order where every artifact is written before it is read', () => {
    expect(stageOrderProblems(stages)).toEqual([]);
  });

  it('each run a script that exists, under a name of their own', () => {
    for (const stage of stages)
      if (stage.script !== 'next') expect(existsSync(join(process.cwd(), stage.script))).toBe(true);
    expect(new Set(stages.map((stage) => stage.name)).size).toBe(stages.length);
  });

  it('check the content first and defer the scripts before the policy hashes them', () => {
    expect(stages[0].name).toBe('content check');
    expect(position('deferred scripts')).toBeLessThan(position('content security policy'));
    expect(position('editor')).toBeLessThan(position('inbox'));
    expect(stages.at(-1).name).toBe('host config');
  });

  it('run the stages dev needs before Next, as the build does', () => {
    const next = position('next build');
    const dev = stages.filter((stage) => stage.dev);
    expect(dev.map((stage) => stage.name)).toEqual(['content check', 'fonts', 'images']);
    for (const stage of dev) expect(stages.indexOf(stage)).toBeLessThan(next);
  });
});

describe('stageOrderProblems', () => {
  it('names a stage that reads what a later one writes', () => {
    const swapped = stages.toSpliced(position('deferred scripts'), 1);
    swapped.splice(position('content security policy'), 0, byName('deferred scripts'));
    expect(stageOrderProblems(swapped)).toEqual([
      expect.stringMatching(
        /^"content security policy" reads "deferred script loader.*", which the later stage "deferred scripts" writes$/,
      ),
    ]);
  });

  it('names an artifact written twice and a stage that reads its own output', () => {
    const list = [
      { name: 'a', script: 'a.mjs', reads: [], writes: ['x'], why: '' },
      { name: 'b', script: 'b.mjs', reads: ['y'], writes: ['x', 'y'], why: '' },
    ];
    expect(stageOrderProblems(list)).toEqual([
      '"x" is written by both "a" and "b"',
      '"b" reads "y", which the same stage "b" writes',
    ]);
  });
});
