import type { InBoth } from '../fields/two-languages';
import { cellLine, formatCellProblem, type CellProblem } from './rows';

/**
 * The import's own cell messages (rows.ts, table.ts, import.ts, xlsx.ts) in Georgian, for the
 * editor's upload; the check's arrive in both languages, a file-level one stays English.
 */
const georgian: [RegExp, (...parts: string[]) => string][] = [
  [/^is not a number$/, () => 'რიცხვი არ არის'],
  [/^must be true, false or empty$/, () => 'უნდა იყოს true, false ან ცარიელი'],
  [/^is empty, but (\w+) or (\w+) is filled$/, (a, b) => `ცარიელია, თუმცა ${a} ან ${b} შევსებულია`],
  [
    /^is empty, but (\w+) is filled \(use (\w+)\)$/,
    (a, value) => `ცარიელია, თუმცა ${a} შევსებულია (მიუთითეთ ${value})`,
  ],
  [/^is empty but (\w+) is filled$/, (group) => `ცარიელია, თუმცა ${group} შევსებულია`],
  [/^"(.*)" is not a specification key$/, (key) => `„${key}“: ასეთი მახასიათებელი არ არსებობს`],
  [
    /^names "(.*)" but (\w+) and (\w+) are empty$/,
    (key, a, b) => `„${key}“ ჩამოთვლილია, თუმცა ${a} და ${b} ცარიელია`,
  ],
  [/^names "(.*)" twice$/, (key) => `„${key}“ ორჯერ არის ჩამოთვლილი`],
  [/^is also in row (\d+)$/, (row) => `ეს id მე-${row} სტრიქონშიც არის`],
  [/^unknown column\(s\): (.*)$/, (names) => `უცნობი სვეტები: ${names}`],
  [/^missing column\(s\): (.*)$/, (names) => `აკლია სვეტები: ${names}`],
  [/^appears twice$/, () => 'ორჯერ გვხვდება'],
  [
    /^has (\d+) cells but the header (\d+)$/,
    (cells, header) => `${cells} უჯრა აქვს, სათაურს კი ${header}`,
  ],
  [/^is a spreadsheet error$/, () => 'ცხრილის შეცდომაა'],
  [
    /^is a formula without a computed value: .*$/,
    () =>
      'ფორმულაა გამოთვლილი მნიშვნელობის გარეშე: გახსენით და შეინახეთ ფაილი ცხრილების პროგრამაში',
  ],
  [/^is not text or a number$/, () => 'არც ტექსტია და არც რიცხვი'],
];

export function georgianMessage(problem: CellProblem): string {
  if (problem.ka) return problem.ka;
  for (const [pattern, say] of georgian) {
    const match = pattern.exec(problem.message);
    if (match) return say(...match.slice(1));
  }
  return problem.message;
}

/** "სტრიქონი 3, სვეტი price („abc“): რიცხვი არ არის", and the English as the command line says it. */
export function cellProblemText(problem: CellProblem): InBoth {
  const { row, column, value } = problem;
  const cell = value === undefined ? '' : value === '' ? ' (ცარიელი)' : ` („${cellLine(value)}“)`;
  const where = [row && `სტრიქონი ${row}`, column && `სვეტი ${column}${cell}`].filter(Boolean);
  const ka = `${where.length ? `${where.join(', ')}: ` : ''}${georgianMessage(problem)}`;
  return { ka, en: formatCellProblem(problem) };
}
