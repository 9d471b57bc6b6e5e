/**
 * One text per key, as a record: `textsByKey(['sent', 'failed'], (k) => t(`status.${k}`))`.
 * The label loaders use it so a list of message keys is written once.
 */
export function textsByKey<K extends string>(
  keys: readonly K[],
  text: (key: K) => string,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;
}
