import type { ListToggleLabels } from '@/components/list-toggles/listToggleLabels';

/** The compare page's text in the page's language, translated on the server. */
export interface CompareLabels {
  loading: string;
  empty: string;
  browse: string;
  /** "Not found in the catalogue and left out: {ids}." */
  unknown: string;
  /** "Up to {max} products: the first {max} were kept." */
  tooMany: string;
  /** "{count} products compared" */
  caption: string;
  specification: string;
  differencesOnly: string;
  /** Read after a row's label when its values differ. */
  differs: string;
  notStated: string;
  noDifferences: string;
  remove: string;
  /** "Remove from comparison: {name}" */
  removeLabel: string;
  clear: string;
  copy: string;
  copied: string;
  /** "You can compare up to {max} products. Which one should {name} replace?" */
  replaceText: string;
  /** "Replace {name}" */
  replaceButton: string;
  cancel: string;
  priceOnRequest: string;
  lists: ListToggleLabels;
  specLabels: Record<string, string>;
}
