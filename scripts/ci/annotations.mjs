// GitHub Actions workflow commands for content problems: `::error file=…,line=…,title=…::message`
// puts the message on the file and line, beside the commit the editor made. Escaping follows the
// runner's rules (actions/toolkit, command.ts): data escapes %, CR and LF; property values also
// escape : and , (they separate the properties).
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const escapeData = (text) =>
  String(text).replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

const escapeProperty = (text) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** One workflow command, e.g. errorCommand({ file: 'a.yaml', line: 3 }, 'is missing'). */
export function errorCommand(properties, message) {
  const props = Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  return `::error${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

/**
 * A ContentProblem (content/load.ts) as an annotation titled by its entry and field: as the
 * editor names them when the problem says (its `place`), else by id and file path.
 */
export function problemAnnotation(problem, check = 'Content check') {
  const where = problem.place
    ? [problem.place.en]
    : [
        problem.entry ? `entry "${problem.entry}"` : '',
        problem.field ? `field "${problem.field}"` : '',
      ].filter(Boolean);
  const title = `${check}${where.length ? `: ${where.join(', ')}` : ''}`;
  return errorCommand({ file: problem.file, line: problem.line, title }, problem.message);
}

/** The job summary's Markdown: what failed, where, and what the editor does next. */
export function problemSummary(problems, formatProblem, check = 'Content check') {
  return [
    `### ${check}: ${problems.length} problem(s), nothing was published`,
    '',
    'Fix each one in the editor (or the file), save, and the site is published again.',
    '',
    // Each problem: its file and line, then one line per language.
    ...problems.flatMap((problem) =>
      formatProblem(problem)
        .split('\n')
        .map((line, i) => `${i ? '  ' : ''}- \`${line.trim().replaceAll('`', "'")}\``),
    ),
    '',
  ].join('\n');
}

/** The problems as JSON, only the fields a ContentProblem has (file, line, entry, field, message). */
export function problemsJson(problems) {
  const fields = ['file', 'line', 'entry', 'field', 'message'];
  const picked = problems.map((problem) =>
    Object.fromEntries(
      fields
        .filter((key) => problem[key] !== undefined)
        // The editor's own names of entry and field, in both languages, when the check has them.
        .map((key) =>
          problem.place && key === 'entry'
            ? [key, `${problem.place.ka} / ${problem.place.en}`]
            : [key, problem[key]],
        )
        .filter(([key]) => !(problem.place && key === 'field')),
    ),
  );
  return `${JSON.stringify(picked, null, 2)}\n`;
}

/**
 * What a failing check leaves (content-annotations.mjs, bulk-import.mjs): the problems as JSON in
 * `file` for the refusal the run reports (publish-status.mjs; written even when empty: this run's
 * content is fine), an annotation and a log line each, and the job summary.
 */
export function reportProblems(
  problems,
  { file, formatProblem, problemLines, check, env = process.env },
) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, problemsJson(problems));
  for (const problem of problems) {
    // The message in Georgian and English, each line naming the entry and field.
    console.log(
      problemAnnotation({ ...problem, message: problemLines(problem).join('\n') }, check),
    );
    console.error(`  ${formatProblem(problem)}`);
  }
  if (problems.length && env.GITHUB_STEP_SUMMARY)
    appendFileSync(env.GITHUB_STEP_SUMMARY, problemSummary(problems, formatProblem, check));
}
