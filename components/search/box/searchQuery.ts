/** Empty or whitespace-only input is not a search. */
export function isBlankQuery(value: string | null | undefined): boolean {
  return !value || value.trim().length === 0;
}

/** ?q= on the results page, "" elsewhere; hostile or oversized input gives "" or is cut to 200. */
export function resultsPageQuery(
  action: string,
  location: Pick<Location, 'href' | 'pathname' | 'search'>,
): string {
  try {
    const target = new URL(action, location.href).pathname.replace(/\/?$/, '/');
    if (target !== location.pathname.replace(/\/?$/, '/')) return '';
    return (new URLSearchParams(location.search).get('q') ?? '').slice(0, 200);
  } catch {
    return '';
  }
}
