/**
 * What is new since the dealer's last visit: the browser remembers the newest request the inbox
 * had (the server's time, so the computer's clock does not matter); a visit ends after half an
 * hour without the page, so a reload keeps the marks.
 */
import type { SafeStorage } from '@/lib/safe-storage';

export const visitKey = 'gps-inbox-visit';
export const visitGapMs = 30 * 60_000;

interface Saved {
  since: string | null;
  latest: string | null;
  /** When the page was last open (this computer's clock, for the gap only). */
  at: number;
}

const isTime = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

function read(text: string | null): Saved | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<Saved> | null;
    if (!value || !isTime(value.since) || !isTime(value.latest)) return null;
    return typeof value.at === 'number' ? (value as Saved) : null;
  } catch {
    return null;
  }
}

export interface VisitMemory {
  since: string | null;
  saw(latest: string | null): void;
}

export function visitMemory(
  storage: Pick<SafeStorage, 'getItem' | 'setItem'>,
  now: () => number = Date.now,
): VisitMemory {
  const saved = read(storage.getItem(visitKey));
  const since = !saved ? null : now() - saved.at > visitGapMs ? saved.latest : saved.since;
  let latest = saved?.latest ?? null;
  const write = () => storage.setItem(visitKey, JSON.stringify({ since, latest, at: now() }));
  write();
  return {
    since,
    saw(next) {
      if (next !== null && (latest === null || next > latest)) latest = next;
      write();
    },
  };
}

export const newSince = (createdAt: string, since: string | null) =>
  since !== null && createdAt > since;
