import { z } from 'zod';
import { publishStates, type PublishState } from './kinds';
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

/** One line, at most `max` characters (whole code points). */
const cut = (max: number) =>
  z.string().transform((value) => Array.from(oneLine(value)).slice(0, max).join(''));
const optionalText = (max: number) =>
  cut(max)
    .nullish()
    .transform((value) => value || undefined);

const problem = z.object({
  file: cut(reportLimits.file).pipe(z.string().min(1)),
  line: z
    .int()
    .min(1)
    .max(1_000_000)
    .nullish()
    .transform((line) => line ?? undefined),
  entry: optionalText(reportLimits.entry),
  field: optionalText(reportLimits.field),
  message: cut(reportLimits.problem).pipe(z.string().min(1)),
});

const report = z.object({
  run: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/),
  state: z.enum(publishStates),
  commit: z.string().regex(/^[0-9a-fA-F]{7,40}$/),
  message: cut(reportLimits.message).default(''),
  committedAt: z
    .string()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)))
    .nullish(),
  problems: z.array(problem).default([]),
  problemCount: z.int().min(0).default(0),
});

export type ParsedReport =
  { ok: true; report: PublishReport } | { ok: false; errors: Record<string, string> };

/** The report in a posted JSON body; `errors` names each field that is wrong ("invalid"). */
export function parsePublishReport(body: unknown): ParsedReport {
  const parsed = report.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => String(issue.path[0] ?? 'body'));
    return { ok: false, errors: Object.fromEntries(fields.map((field) => [field, 'invalid'])) };
  }
  const { state, commit, committedAt, problems, problemCount } = parsed.data;
  // Only a refusal has problems: a stray list on another state is dropped.
  const kept = state === 'refused' ? problems : [];
  return {
    ok: true,
    report: {
      ...parsed.data,
      commit: commit.toLowerCase(),
      committedAt: committedAt ? new Date(committedAt).toISOString() : null,
      problems: kept.slice(0, maxKeptProblems),
      problemCount: state === 'refused' ? Math.max(kept.length, problemCount) : 0,
    },
  };
}
