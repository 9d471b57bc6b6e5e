import type { InBoth } from '../fields/two-languages';
import { textsInBoth } from '../dealer-words';
import ka from '../../messages/spreadsheet/ka.json';
import en from '../../messages/spreadsheet/en.json';

const problems = textsInBoth<typeof en, 'problems'>({ ka, en }, 'problems');
const inPlace = textsInBoth<typeof en, 'place'>({ ka, en }, 'place');
const place = (key: keyof typeof en.place, values?: Record<string, number | string>) =>
  inPlace(key, values).ka;

/** Row as the spreadsheet numbers it (header = 1). */
export interface CellProblem {
  row?: number;
  column?: string;
  value?: string;
  message: string;
  /** The message in Georgian, when its check says it in both languages (`said`). */
  ka?: string;
}

/** A cell's text in a message: on one line, and short. */
export function cellLine(value: string): string {
  const line = value.replace(/\r?\n/g, ' ⏎ ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}
const shown = (value: string) => JSON.stringify(cellLine(value));

export function formatCellProblem(p: CellProblem): string {
  const cell = p.value === undefined ? '' : p.value === '' ? ' (empty)' : ` (${shown(p.value)})`;
  const where = [p.row && `row ${p.row}`, p.column && `column ${p.column}${cell}`].filter(Boolean);
  return `${where.length ? `${where.join(', ')}: ` : ''}${p.message}`;
}

export type ProblemKey = keyof typeof en.problems;

/**
 * One of the import's own cell messages (messages/spreadsheet/, "problems") in both languages:
 * `message` is the English the command line prints, `ka` what the editor's upload shows.
 */
export function said(key: ProblemKey, values: Record<string, string | number> = {}) {
  const { ka, en } = problems(key, values);
  return { message: en, ka };
}

/** "სტრიქონი 3, სვეტი price („abc“): რიცხვი არ არის", and the English as the command line says it. */
export function cellProblemText(problem: CellProblem): InBoth {
  const { row, column, value } = problem;
  const cell =
    value === undefined ? '' : value === '' ? ` (${place('empty')})` : ` („${cellLine(value)}“)`;
  const where = [row && place('row', { row }), column && `${place('column', { column })}${cell}`];
  const at = where.filter(Boolean).join(', ');
  // A message from outside the import (a parser's own) has no Georgian: it stays English.
  const ka = `${at ? `${at}: ` : ''}${problem.ka ?? problem.message}`;
  return { ka, en: formatCellProblem(problem) };
}
