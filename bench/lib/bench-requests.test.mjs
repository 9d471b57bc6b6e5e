/** @jest-environment node */
import { checkStored, devProxyLost, submissionPlanner } from './bench-requests.mjs';

describe('the requests benchmark’s bookkeeping', () => {
  it('sends new ids, and every tenth an id already accepted', () => {
    const planner = submissionPlanner({ run: 'r' });
    const sent = [];
    for (let n = 0; n < 30; n += 1) {
      const { id, repeat } = planner.next();
      sent.push(repeat);
      if (!repeat) planner.answered(id, false, 201, JSON.stringify({ reference: `C-2611-${n}` }));
    }
    expect(sent.filter(Boolean)).toHaveLength(3);
    expect(planner.accepted.size).toBe(27);
  });

  it('flags a repeat answered with another reference', () => {
    const planner = submissionPlanner({ run: 'r', repeatEvery: 2 });
    const first = planner.next();
    planner.answered(first.id, false, 201, '{"reference":"C-2611-0001"}');
    const repeat = planner.next();
    expect(repeat).toEqual({ id: first.id, repeat: true });
    planner.answered(repeat.id, true, 201, '{"reference":"C-2611-0002"}');
    expect(planner.mismatches).toEqual([
      `${first.id}: repeat answered 201 C-2611-0002, first C-2611-0001`,
    ]);
  });

  it('sends a request the dev proxy dropped again: a 200 then means the drop had stored it', () => {
    const planner = submissionPlanner({ run: 'r' });
    const a = planner.next();
    const b = planner.next();
    planner.answered(a.id, false, 503, `${devProxyLost}. Please try again.`);
    planner.answered(b.id, false, 503, `${devProxyLost}. Please try again.`);
    expect(planner.lost).toEqual([a.id, b.id]);
    planner.resent(a.id, 200, '{"reference":"C-2611-0001","duplicate":true}');
    planner.resent(b.id, 503, '{"error":"unavailable"}');
    expect(planner.accepted.get(a.id)).toBe('C-2611-0001');
    expect(planner.mismatches).toEqual([`${b.id}: sent again, answered 503`]);
  });

  it('finds a request stored twice, under another reference, or never accepted', () => {
    const accepted = new Map([
      ['a', 'C-1'],
      ['b', 'C-2'],
      ['c', 'C-3'],
    ]);
    const rows = [
      { submission_id: 'a', reference: 'C-1' },
      { submission_id: 'b', reference: 'C-9' },
      { submission_id: 'x', reference: 'C-4' },
      { submission_id: 'late', reference: 'C-5' },
    ];
    expect(checkStored(accepted, rows, new Set(['late']))).toEqual([
      'b: answered C-2, stored C-9',
      'c: stored 0 times',
      'x: stored, never accepted',
    ]);
    expect(
      checkStored(new Map([['a', 'C-1']]), [{ submission_id: 'a', reference: 'C-1' }]),
    ).toEqual([]);
  });
});
