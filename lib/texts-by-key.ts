/** `textsByKey(['sent', 'failed'], (k) => t(`status.${k}`))`: the keys are written once. */
export function textsByKey<K extends string, V = string>(
  keys: readonly K[],
  text: (key: K) => V,
): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, V>;
}
