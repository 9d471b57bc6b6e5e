import { isPublishState, type PublishState } from './kinds';
import { oneLine } from './one-line';

/**
 * What the publishing workflow reports of a run (scripts/ci/publish-status.mjs): its state, the
 * commit it publishes and, when refused, the content problems (content/load.ts ContentProblem).
 * The body comes from outside: every field is checked, texts become one line and are cut, so a
 * report can never put markup, a line break or an endless text into the inbox or a notification.
 */
export interface PublishProblem {
  file: string;
  line?: number;
  entry?: string;
  field?: string;
  message: string;
}

export interface PublishReport {
  /** GitHub's run id and attempt: "8812345678-1". */
  run: string;
  state: PublishState;
  /** The commit's SHA, lowercase. */
  commit: string;
  /** The commit's first line, cut. */
  message: string;
  committedAt: string | null;
  /** The first maxKeptProblems problems. */
  problems: PublishProblem[];
  /** How many problems the check found (the list may hold fewer). */
  problemCount: number;
}

/** A report with its problems is a few kB; twenty long ones stay well under this. */
export const maxReportBytes = 64 * 1024;
/** The problems kept and shown; the rest are counted (the job's annotations list them all). */
export const maxKeptProblems = 20;
/** Characters kept of each text. */
export const reportLimits = { message: 200, file: 300, entry: 200, field: 200, problem: 1000 };

const runPattern = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
const commitPattern = /^[0-9a-fA-F]{7,40}$/;
const maxLine = 1_000_000;

/** One line, at most `max` characters (whole code points). */
const cut = (value: string, max: number) => Array.from(oneLine(value)).slice(0, max).join('');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A problem as sent, or null when it lacks a file or a message or has a wrong type. */
function parseProblem(value: unknown): PublishProblem | null {
  if (!isRecord(value)) return null;
  const { file, line, entry, field, message } = value;
  if (typeof file !== 'string' || typeof message !== 'string') return null;
  const problem: PublishProblem = {
    file: cut(file, reportLimits.file),
    message: cut(message, reportLimits.problem),
  };
  if (!problem.file || !problem.message) return null;
  if (line !== undefined && line !== null) {
    if (typeof line !== 'number' || !Number.isSafeInteger(line) || line < 1 || line > maxLine)
      return null;
    problem.line = line;
  }
  for (const [key, text] of [
    ['entry', entry],
    ['field', field],
  ] as const) {
    if (text === undefined || text === null) continue;
    if (typeof text !== 'string') return null;
    const kept = cut(text, reportLimits[key]);
    if (kept) problem[key] = kept;
  }
  return problem;
}

function parseTime(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > 40) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export type ParsedReport =
  { ok: true; report: PublishReport } | { ok: false; errors: Record<string, string> };

/** The report in a posted JSON body; `errors` names each field that is wrong ("invalid"). */
export function parsePublishReport(body: unknown): ParsedReport {
  if (!isRecord(body)) return { ok: false, errors: { body: 'invalid' } };
  const errors: Record<string, string> = {};
  const { run, state, commit, message, committedAt, problems, problemCount } = body;
  if (typeof run !== 'string' || !runPattern.test(run)) errors.run = 'invalid';
  if (!isPublishState(state)) errors.state = 'invalid';
  if (typeof commit !== 'string' || !commitPattern.test(commit)) errors.commit = 'invalid';
  if (message !== undefined && typeof message !== 'string') errors.message = 'invalid';
  const time = parseTime(committedAt);
  if (time === undefined) errors.committedAt = 'invalid';
  let parsed: PublishProblem[] = [];
  if (problems !== undefined) {
    const list = Array.isArray(problems) ? problems.map(parseProblem) : [null];
    if (list.some((problem) => problem === null)) errors.problems = 'invalid';
    else parsed = list as PublishProblem[];
  }
  const counted = problemCount === undefined ? 0 : problemCount;
  if (typeof counted !== 'number' || !Number.isSafeInteger(counted) || counted < 0)
    errors.problemCount = 'invalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Only a refusal has problems: a stray list on another state is dropped.
  const kept = state === 'refused' ? parsed : [];
  return {
    ok: true,
    report: {
      run: run as string,
      state: state as PublishState,
      commit: (commit as string).toLowerCase(),
      message: cut((message as string | undefined) ?? '', reportLimits.message),
      committedAt: time ?? null,
      problems: kept.slice(0, maxKeptProblems),
      problemCount: state === 'refused' ? Math.max(kept.length, counted as number) : 0,
    },
  };
}
