import type { SafeStorage } from '@/lib/safe-storage';
import { parseCounter, serialKey } from './fieldRules';
import type { LastReading, MeterValues } from './meterReading';

/** localStorage key: serial number → the last reading sent for it from this browser. */
const key = 'meter-last-readings';
/** A dealer's customer has a few devices; an office manager perhaps dozens. Oldest go first. */
const kept = 50;

type Store = Pick<SafeStorage, 'getItem' | 'setItem'>;

function readAll(storage: Store): Record<string, LastReading> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
    const valid = Object.entries(stored as Record<string, unknown>).filter(([, reading]) =>
      isReading(reading),
    );
    return Object.fromEntries(valid) as Record<string, LastReading>;
  } catch {
    return {};
  }
}

function isReading(value: unknown): value is LastReading {
  if (!value || typeof value !== 'object') return false;
  const { date, mono, colour } = value as Record<string, unknown>;
  const count = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  return typeof date === 'string' && count(mono) && (colour === null || count(colour));
}

/** The last reading sent for this serial number, if this browser remembers one. */
export function lastReading(storage: Store, serial: string): LastReading | undefined {
  const all = readAll(storage);
  const id = serialKey(serial);
  return Object.hasOwn(all, id) ? all[id] : undefined;
}

/** Remember a sent reading (storage may be blocked: then nothing is remembered past the page). */
export function rememberReading(storage: Store, values: MeterValues): void {
  const mono = parseCounter(values.mono);
  if (mono === null) return;
  const id = serialKey(values.serial);
  const rest = Object.entries(readAll(storage)).filter(([serial]) => serial !== id);
  const reading: LastReading = {
    date: values.date.trim(),
    mono,
    colour: parseCounter(values.colour),
  };
  storage.setItem(
    key,
    JSON.stringify(Object.fromEntries([...rest.slice(-(kept - 1)), [id, reading]])),
  );
}
