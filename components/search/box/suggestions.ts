// Imported on first focus or keystroke: keeps about 3 kB out of every page's first script.
import { searchPages, warmUpSearch } from '@/components/search/pagefindClient';
import { reportSearch } from '@/components/search/searchReport';
import { brandsNamed, type BrandNotSold } from '@/lib/search/brands';
import {
  highlightRuns,
  toSearchHit,
  type SearchHit,
  type TextRun,
} from '@/components/search/searchHits';

/** A suggestion with its title's runs, the searched words marked. */
export interface Suggestion extends SearchHit {
  titleRuns: TextRun[];
}

export { reportSearch, warmUpSearch };
export { SuggestionList } from './SuggestionList';

/** The name of a brand the dealer does not sell, when the query names one. */
export function brandNamed(query: string, brands: BrandNotSold[]): string | undefined {
  return brandsNamed(query, brands)[0]?.name;
}

/** Up to `max` pages for the query, best first. */
export async function suggest(query: string, max: number): Promise<Suggestion[]> {
  const { pages, terms } = await searchPages(query, max);
  const searched = terms.join(' ');
  return pages.map((page) => {
    const hit = toSearchHit(page);
    return { ...hit, titleRuns: highlightRuns(hit.title, searched) };
  });
}
