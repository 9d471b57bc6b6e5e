export interface SearchEntry {
  href: string;
  title: string;
  text: string;
  kind: 'product' | 'category' | 'page';
}

/** Lower-case, accent-free text for matching; Georgian has no case, Latin model codes do. */
export function normalise(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Entries whose title or text contains every word of the query, titles first. */
export function searchEntries(entries: SearchEntry[], query: string, limit = 50): SearchEntry[] {
  const words = normalise(query).split(' ').filter(Boolean).slice(0, 10);
  if (words.length === 0) return [];
  const scored: { entry: SearchEntry; score: number }[] = [];
  for (const entry of entries) {
    const title = normalise(entry.title);
    const haystack = `${title} ${normalise(entry.text)}`;
    if (!words.every((word) => haystack.includes(word))) continue;
    const score = words.filter((word) => title.includes(word)).length;
    scored.push({ entry, score });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** The ?q= value, tolerant of hostile or oversized input. */
export function readQuery(search: string): string {
  const value = new URLSearchParams(search).get('q') ?? '';
  return value.slice(0, 200);
}
