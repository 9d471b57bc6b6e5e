import { countNamed, decodeIds, maxCompared, normalizeIds } from '@/lib/compare-list';
import { isProductId } from '@/lib/quote-list/lines';

/**
 * What the compare page starts from: `?ids=` when the address has it (a shared link wins and is
 * kept), else the browser's list; `?add=` is one more product, chosen while four were compared.
 */
export function openCompare(search: string, stored: readonly string[]) {
  const query = new URLSearchParams(search);
  const param = query.get('ids');
  const ids = param === null ? normalizeIds(stored) : decodeIds(param);
  const add = query.get('add');
  const adding = isProductId(add) && !ids.includes(add) ? add : null;
  return {
    ids: adding && ids.length < maxCompared ? [...ids, adding] : ids,
    /** The product waiting for a free column: the visitor picks which one it replaces. */
    pending: adding && ids.length >= maxCompared ? adding : null,
    /** The link named more than four products (the first four are shown). */
    truncated: countNamed(param) > maxCompared,
  };
}
