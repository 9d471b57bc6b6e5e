import { emailTextLimit, escapeHtml, telegramLimit } from './notify-render';
import { oneLine } from './one-line';
import type { PublishProblem } from './publish-report';

/**
 * The dealer's notification of a refused publish: Georgian, then English, in one message whatever
 * NOTIFY_LANGUAGE says (a refusal matters to whoever reads it). Every value is one line already
 * (worker/publish-report.ts); here it is escaped for Telegram.
 */
export interface RefusalInput {
  run: string;
  commit: string;
  message: string;
  problems: readonly PublishProblem[];
  problemCount: number;
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
    columns: { ka: 'ქართული სვეტი', en: 'ინგლისური სვეტი' },
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

/** "ka.validUntil" → the field and the editor's column it is in. */
export function fieldParts(field: string): { name: string; column: 'ka' | 'en' | null } {
  const match = /^(ka|en)\.(.+)$/.exec(field);
  return match
    ? { name: match[2]!, column: match[1] as 'ka' | 'en' }
    : { name: field, column: null };
}

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

function render(input: RefusalInput, f: Format, shown: number): string {
  const count = Math.max(input.problemCount, input.problems.length);
  const listed = input.problems.slice(0, shown);
  const rest = count - listed.length;
  const subject = short(input.message, 200);
  const sha = input.commit.slice(0, 7);
  const part = (
    language: 'ka' | 'en',
    quoted: string,
    problem: (p: PublishProblem) => string[],
  ) => {
    const w = words[language];
    return [
      `${marks.refused} ${f.bold(w.title)}`,
      `${w.change}: ${f.escape(`${quoted} (${sha})`)}`,
      ...(count === 0
        ? [f.escape(w.notContent)]
        : [
            f.escape(w.problems(count)),
            ...listed.flatMap(problem),
            ...(rest > 0 ? [f.escape(w.more(rest))] : []),
            f.escape(w.fix),
          ]),
    ];
  };
  const ka = part('ka', `„${subject}“`, (problem) => georgianProblem(problem, f));
  const en = part('en', `“${subject}”`, (problem) => [englishProblem(problem, f)]);
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

export const refusalTelegram = (input: RefusalInput, limit = telegramLimit) =>
  fit(input, telegramFormat, limit);

export const refusalText = (input: RefusalInput, limit = emailTextLimit) =>
  fit(input, plainFormat, limit);

/** The e-mail's subject: both titles and the change. */
export const refusalSubject = (input: RefusalInput) =>
  `${words.ka.title} / ${words.en.title}: ${short(input.message, 80) || input.commit.slice(0, 7)}`;
