import compile from 'icu-minify/compile';
import type { CompiledMessage } from '@/lib/icu';

/** Labels as a server loader hands them to an island: the named ICU templates compiled. */
export function compiledLabels<T extends object, K extends keyof T>(
  labels: T,
  keys: readonly K[],
): Omit<T, K> & Record<K, CompiledMessage> {
  const out: Record<PropertyKey, unknown> = { ...(labels as Record<PropertyKey, unknown>) };
  for (const key of keys) out[key as PropertyKey] = compile(String(labels[key]));
  return out as Omit<T, K> & Record<K, CompiledMessage>;
}
