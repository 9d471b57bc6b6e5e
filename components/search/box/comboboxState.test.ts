import {
  closedCombobox,
  comboboxReducer,
  wantsSuggestions,
} from '@/components/search/box/comboboxState';

describe('search combobox', () => {
  it('opens on results without choosing one, so Enter submits the typed query', () => {
    const state = comboboxReducer(closedCombobox, { type: 'results', count: 3 });
    expect(state).toEqual({ open: true, active: -1, count: 3 });
    expect(comboboxReducer(state, { type: 'results', count: 0 }).open).toBe(false);
  });

  it('moves with the arrows and wraps at both ends', () => {
    let state = comboboxReducer(closedCombobox, { type: 'results', count: 3 });
    state = comboboxReducer(state, { type: 'move', delta: 1 });
    expect(state.active).toBe(0);
    state = comboboxReducer(state, { type: 'move', delta: -1 });
    expect(state.active).toBe(2);
    state = comboboxReducer(state, { type: 'move', delta: 1 });
    expect(state.active).toBe(0);
    expect(comboboxReducer(closedCombobox, { type: 'move', delta: 1 })).toBe(closedCombobox);
  });

  it('closes on Escape and reopens on an arrow', () => {
    let state = comboboxReducer(closedCombobox, { type: 'results', count: 2 });
    state = comboboxReducer(state, { type: 'close' });
    expect(state).toEqual({ open: false, active: -1, count: 2 });
    expect(comboboxReducer(state, { type: 'move', delta: -1 })).toEqual({
      open: true,
      active: 1,
      count: 2,
    });
  });

  it('suggests from two characters on', () => {
    expect(wantsSuggestions('c')).toBe(false);
    expect(wantsSuggestions(' c ')).toBe(false);
    expect(wantsSuggestions('c3')).toBe(true);
    expect(wantsSuggestions('ფე')).toBe(true);
  });
});
