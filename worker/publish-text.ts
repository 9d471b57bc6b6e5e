import { emailTextLimit, escapeHtml, telegramLimit } from './notify-render';
import { oneLine } from './one-line';
import type { PublishProblem } from './publish-report';

/**
 * The dealer's notification of a refused publish: Georgian first (the dealer's language), then
 * English, in one message whatever NOTIFY_LANGUAGE says (a refusal matters to whoever reads it).
 * Each content problem names its file and line, entry, field (with the editor's column) and the
 * check's message; the Georgian part says what to do. Every value came from the workflow's
 * report and is one line already (worker/publish-report.ts); here it is escaped for Telegram.
 */
export interface RefusalInput {
  run: string;
  commit: string;
  message: string;
  problems: readonly PublishProblem[];
  problemCount: number;
  /** The inbox page, which shows the refusal at the top. */
  inboxUrl?: string;
}

/** Problems a message lists at most (the inbox has the rest). */
export const notifiedProblems = 5;
/** Characters of a problem's message in a notification. */
const problemLength = 300;

const words = {
  ka: {
    title: 'საიტი არ გამოქვეყნდა',
    change: 'ცვლილება',
    problems: (count: number) => `შინაარსში ${count} შეცდომაა; საიტზე ისევ წინა ვერსია ჩანს.`,
    file: 'ფაილი',
    line: 'სტრიქონი',
    entry: 'ჩანაწერი',
    field: 'ველი',
    problem: 'შეცდომა',
    columns: { ka: 'ქართული სვეტი', en: 'ინგლისური სვეტი' } as Record<string, string>,
    more: (count: number) => `კიდევ ${count} შეცდომა: იხილეთ შემოსულებში.`,
    fix:
      'რა უნდა გააკეთოთ: გახსენით ეს ჩანაწერი რედაქტორში, გაასწორეთ ველი და შეინახეთ. ' +
      'ეს შენახვა გამოაქვეყნებს ყველაფერს, რაც ელოდება.',
    notContent:
      'ეს შინაარსის შეცდომა არ არის: საიტზე ისევ წინა ვერსია ჩანს. შეატყობინეთ საიტის დეველოპერს.',
  },
  en: {
    title: 'The site was not published',
    change: 'Change',
    problems: (count: number) =>
      `${count} content ${count === 1 ? 'problem' : 'problems'}; the site still shows the previous version.`,
    more: (count: number) => `${count} more: see the inbox.`,
    fix: 'What to do: open the entry in the editor, fix the field and save. That save publishes everything waiting too.',
    notContent:
      'Not a content problem: the site still shows the previous version. Tell the developer.',
  },
};

const marks = { refused: '⛔', item: '•', link: '🔗' };

interface Format {
  escape: (text: string) => string;
  bold: (text: string) => string;
  code: (text: string) => string;
}

const telegramFormat: Format = {
  escape: escapeHtml,
  bold: (text) => `<b>${escapeHtml(text)}</b>`,
  code: (text) => `<code>${escapeHtml(text)}</code>`,
};

const plainFormat: Format = { escape: (text) => text, bold: (text) => text, code: (text) => text };

const short = (text: string, max: number) => {
  const characters = Array.from(oneLine(text));
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : text;
};

/** "ka.validUntil" → the field and the editor's column it is in ("ka"), when it names one. */
export function fieldParts(field: string): { name: string; column: string | null } {
  const match = /^(ka|en)\.(.+)$/.exec(field);
  return match ? { name: match[2]!, column: match[1]! } : { name: field, column: null };
}

/** One problem in Georgian: file and line, entry, field with its column, message. */
function georgianProblem(problem: PublishProblem, f: Format): string[] {
  const ka = words.ka;
  const line = problem.line ? `, ${ka.line} ${problem.line}` : '';
  const lines = [`${marks.item} ${ka.file}: ${f.code(problem.file)}${f.escape(line)}`];
  if (problem.entry) lines.push(`  ${ka.entry}: ${f.escape(problem.entry)}`);
  if (problem.field) {
    const { name, column } = fieldParts(problem.field);
    const where = column ? ` (${ka.columns[column]})` : '';
    lines.push(`  ${ka.field}: ${f.code(name)}${f.escape(where)}`);
  }
  lines.push(`  ${ka.problem}: ${f.escape(short(problem.message, problemLength))}`);
  return lines;
}

/** One problem in English, as the content check prints it (content/load.ts formatProblem). */
function englishProblem(problem: PublishProblem, f: Format): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const entry = problem.entry ? `entry "${problem.entry}", ` : '';
  const field = problem.field ? `field "${problem.field}": ` : '';
  const text = `${entry}${field}${short(problem.message, problemLength)}`;
  return `${marks.item} ${f.code(where)}: ${f.escape(text)}`;
}

/** The whole message listing the first `shown` problems in each language. */
function render(input: RefusalInput, f: Format, shown: number): string {
  const count = Math.max(input.problemCount, input.problems.length);
  const listed = input.problems.slice(0, shown);
  const rest = count - listed.length;
  const subject = short(input.message, 200);
  const sha = input.commit.slice(0, 7);
  const ka = [
    `${marks.refused} ${f.bold(words.ka.title)}`,
    `${words.ka.change}: ${f.escape(`„${subject}“ (${sha})`)}`,
    ...(count === 0
      ? [f.escape(words.ka.notContent)]
      : [
          f.escape(words.ka.problems(count)),
          ...listed.flatMap((problem) => georgianProblem(problem, f)),
          ...(rest > 0 ? [f.escape(words.ka.more(rest))] : []),
          f.escape(words.ka.fix),
        ]),
  ];
  const en = [
    `${marks.refused} ${f.bold(words.en.title)}`,
    `${words.en.change}: ${f.escape(`“${subject}” (${sha})`)}`,
    ...(count === 0
      ? [f.escape(words.en.notContent)]
      : [
          f.escape(words.en.problems(count)),
          ...listed.map((problem) => englishProblem(problem, f)),
          ...(rest > 0 ? [f.escape(words.en.more(rest))] : []),
          f.escape(words.en.fix),
        ]),
  ];
  const link = input.inboxUrl ? [`${marks.link} ${f.escape(oneLine(input.inboxUrl))}`] : [];
  return [...ka, '', ...en, ...link].join('\n');
}

/** The most problems that fit in `limit` code units (none, at worst: the count still shows). */
function fit(input: RefusalInput, f: Format, limit: number): string {
  for (let shown = Math.min(notifiedProblems, input.problems.length); shown > 0; shown -= 1) {
    const text = render(input, f, shown);
    if (text.length <= limit) return text;
  }
  return render(input, f, 0);
}

/** The Telegram message (parse mode HTML), within Telegram's 4096 characters. */
export const refusalTelegram = (input: RefusalInput, limit = telegramLimit) =>
  fit(input, telegramFormat, limit);

/** The e-mail's (and the console's) plain text. */
export const refusalText = (input: RefusalInput, limit = emailTextLimit) =>
  fit(input, plainFormat, limit);

/** The e-mail's subject: both titles and the change. */
export const refusalSubject = (input: RefusalInput) =>
  `${words.ka.title} / ${words.en.title}: ${short(input.message, 80) || input.commit.slice(0, 7)}`;
