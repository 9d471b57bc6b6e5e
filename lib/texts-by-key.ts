/**
 * One text per key, as a record: `textsByKey(['sent', 'failed'], (k) => t(`status.${k}`))`.
 * The label loaders use it so a list of message keys is written once.
 */
export function textsByKey<K extends string, V = string>(
  keys: readonly K[],
  text: (key: K) => V,
): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, V>;
}
