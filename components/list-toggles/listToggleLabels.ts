/** The quote list button's words, translated on the server ("{name}" filled per product). */
export interface ListToggleLabels {
  /** "Add to quote" */
  add: string;
  /** "Add to quote: {name}" */
  addLabel: string;
  /** "Remove from quote" */
  remove: string;
  /** "Remove from quote: {name}" */
  removeLabel: string;
  /** "In your quote list" */
  inList: string;
  /** "Compare" */
  compare: string;
  /** "Compare: {name}" */
  compareLabel: string;
}
