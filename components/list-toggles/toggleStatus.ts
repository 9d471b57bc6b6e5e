/** What the quote button's status line says. */
export type ToggleStatus = 'inList' | 'notKept' | 'full' | '';

/**
 * "In your list" once listed, unless the browser refused to keep the list (storage full or
 * blocked): then the line says it lasts for this page only, never a plain "✓". "Full" when Add
 * could not add to a full list.
 */
export function toggleStatus(state: {
  listed: boolean;
  notKept: boolean;
  full: boolean;
}): ToggleStatus {
  if (state.listed) return state.notKept ? 'notKept' : 'inList';
  return state.full ? 'full' : '';
}
