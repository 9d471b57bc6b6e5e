/** Empty or whitespace-only input is not a search. */
export function isBlankQuery(value: string | null | undefined): boolean {
  return !value || value.trim().length === 0;
}
