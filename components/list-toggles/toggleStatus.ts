/** What the quote button's status line says. */
export type ToggleStatus = 'inList' | 'notKept' | 'full' | '';

/** Never a plain "✓" when storage refused the list: then it lasts for this page only. */
export function toggleStatus(state: {
  listed: boolean;
  notKept: boolean;
  full: boolean;
}): ToggleStatus {
  if (state.listed) return state.notKept ? 'notKept' : 'inList';
  return state.full ? 'full' : '';
}
