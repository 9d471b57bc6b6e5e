/** @jest-environment node */
import { spamVerdict } from '@/worker/spam';

describe('spam checks', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const secondsAgo = (seconds: number) => now.getTime() - seconds * 1000;

  it('lets a form without the new fields through (the live forms send neither)', () => {
    expect(spamVerdict({ name: 'Nino' }, now, 3)).toBe('ok');
  });

  it('stops a filled honeypot', () => {
    expect(spamVerdict({ website: 'http://spam.example' }, now, 3)).toBe('honeypot');
    expect(spamVerdict({ website: ['x'] }, now, 3)).toBe('honeypot');
    expect(spamVerdict({ website: '  ' }, now, 3)).toBe('ok');
  });

  it('stops a form sent faster than a person can fill it', () => {
    expect(spamVerdict({ startedAt: secondsAgo(1) }, now, 3)).toBe('tooFast');
    expect(spamVerdict({ startedAt: String(secondsAgo(2.9)) }, now, 3)).toBe('tooFast');
    expect(spamVerdict({ startedAt: secondsAgo(3) }, now, 3)).toBe('ok');
  });

  it('does not punish a visitor whose clock is ahead, or an unreadable time', () => {
    expect(spamVerdict({ startedAt: now.getTime() + 60_000 }, now, 3)).toBe('ok');
    expect(spamVerdict({ startedAt: 'yesterday' }, now, 3)).toBe('ok');
  });

  it('is off with a minimum of zero', () => {
    expect(spamVerdict({ startedAt: now.getTime() }, now, 0)).toBe('ok');
  });
});
