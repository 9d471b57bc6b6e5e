import compile from 'icu-minify/compile';
import { formatIcu } from '@/lib/icu';
import { emailTextLimit, escapeHtml, telegramLimit } from './notify-render';
import { oneLine } from './one-line';
import type { PublishProblem } from './publish-report';
import { words, type Language } from './words';

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

/** One problem: its file and line, entry, field with its editor column, and the message. */
function problemLines(problem: PublishProblem, language: Language, f: Format): string[] {
  const { publish, refusal } = words[language];
  const line = problem.line ? `, ${formatIcu(compile(publish.line), { line: problem.line })}` : '';
  const lines = [`${marks.item} ${refusal.file}: ${f.code(problem.file)}${f.escape(line)}`];
  if (problem.entry) lines.push(`  ${publish.entry}: ${f.escape(problem.entry)}`);
  if (problem.field) {
    const { name, column } = fieldParts(problem.field);
    const where = column ? ` (${publish.columns[column]})` : '';
    lines.push(`  ${publish.field}: ${f.code(name)}${f.escape(where)}`);
  }
  lines.push(`  ${refusal.problem}: ${f.escape(short(problem.message, problemLength))}`);
  return lines;
}

function render(input: RefusalInput, f: Format, shown: number): string {
  const count = Math.max(input.problemCount, input.problems.length);
  const listed = input.problems.slice(0, shown);
  const rest = count - listed.length;
  const subject = short(input.message, 200);
  const sha = input.commit.slice(0, 7);
  const part = (language: Language) => {
    const { publish, refusal } = words[language];
    const counted = (message: string, count: number) =>
      f.escape(formatIcu(compile(message), { count }, language));
    const change = formatIcu(compile(publish.change), { message: subject, commit: sha });
    return [
      `${marks.refused} ${f.bold(refusal.title)}`,
      f.escape(change),
      ...(count === 0
        ? [f.escape(refusal.notContent)]
        : [
            counted(refusal.problems, count),
            ...listed.flatMap((problem) => problemLines(problem, language, f)),
            ...(rest > 0 ? [counted(refusal.more, rest)] : []),
            f.escape(refusal.fix),
          ]),
    ];
  };
  const link = input.inboxUrl ? [`${marks.link} ${f.escape(oneLine(input.inboxUrl))}`] : [];
  return [...part('ka'), '', ...part('en'), ...link].join('\n');
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
  `${words.ka.refusal.title} / ${words.en.refusal.title}: ${short(input.message, 80) || input.commit.slice(0, 7)}`;
