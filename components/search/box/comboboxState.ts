/** The header search's suggestion list: open or not, and which option is active (-1: none). */
export interface ComboboxState {
  open: boolean;
  active: number;
  count: number;
}

export type ComboboxAction =
  { type: 'results'; count: number } | { type: 'move'; delta: 1 | -1 } | { type: 'close' };

export const closedCombobox: ComboboxState = { open: false, active: -1, count: 0 };

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'results':
      // New suggestions open the list without choosing one: Enter still submits what was typed.
      return { open: action.count > 0, active: -1, count: action.count };
    case 'move': {
      if (state.count === 0) return state;
      if (!state.open || state.active === -1) {
        return { ...state, open: true, active: action.delta === 1 ? 0 : state.count - 1 };
      }
      return { ...state, active: (state.active + action.delta + state.count) % state.count };
    }
    case 'close':
      return { ...state, open: false, active: -1 };
  }
}

/** Suggestions start at two characters, so one letter does not list half the site. */
export const minSuggestionLength = 2;
export const suggestionDelayMs = 200;
export const maxSuggestions = 6;
/** The field's query is reported (search/searchReport.ts) once typing pauses this long. */
export const reportPauseMs = 1500;

export function wantsSuggestions(value: string): boolean {
  return value.trim().length >= minSuggestionLength;
}
