import { countNamed, decodeIds, maxCompared, normalizeIds } from '@/lib/compare-list';
import { isProductId } from '@/lib/quote-list/lines';

/** `?ids=` wins over the browser's list (a shared link); `?add=` is one more product. */
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
