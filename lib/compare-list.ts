import { isProductId } from './quote-list/lines';

/** Up to four ids in the order chosen; kept by lib/list-store.ts, shared as `/compare/?ids=`. */
export const maxCompared = 4;

/** Valid, distinct ids, the first four. */
export function normalizeIds(ids: readonly unknown[]): string[] {
  const result: string[] = [];
  for (const id of ids) {
    if (!isProductId(id) || result.includes(id)) continue;
    result.push(id);
    if (result.length === maxCompared) break;
  }
  return result;
}

/** `?ids=a,b,c` → ids; more than four keeps the first four. */
export function decodeIds(param: string | null): string[] {
  return param ? normalizeIds(param.split(',').map((id) => id.trim())) : [];
}

/** How many ids `?ids=` named (valid or not), to tell the visitor when some were left out. */
export function countNamed(param: string | null): number {
  return param ? param.split(',').filter((id) => id.trim()).length : 0;
}

export const encodeIds = (ids: readonly string[]) => ids.join(',');

export function parseStoredIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? normalizeIds(value) : [];
  } catch {
    return [];
  }
}

export const serializeIds = (ids: readonly string[]) => JSON.stringify(ids);

export type ToggleResult = { ids: string[] } | { full: true };

/** Adds or removes one product; a fifth is refused (`full`), so the visitor picks one to replace. */
export function toggleId(ids: readonly string[], id: string): ToggleResult {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id) };
  if (ids.length >= maxCompared) return { full: true };
  return { ids: normalizeIds([...ids, id]) };
}

/** `replaced` leaves and `id` takes its place (same column). */
export function replaceId(ids: readonly string[], replaced: string, id: string): string[] {
  if (ids.includes(id)) return [...ids];
  return normalizeIds(ids.map((other) => (other === replaced ? id : other)));
}

/** Names by id for the compare bar; anything unreadable is no names (the bar shows ids). */
export function parseNames(raw: string | null): Record<string, string> {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => isProductId(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Only the compared ids' names, so the map never outgrows the list. */
export function keptNames(
  raw: string | null,
  ids: readonly string[],
  added?: { id: string; name: string },
): string {
  const names = parseNames(raw);
  if (added) names[added.id] = added.name;
  return JSON.stringify(
    Object.fromEntries(ids.flatMap((id) => (names[id] ? [[id, names[id]]] : []))),
  );
}
