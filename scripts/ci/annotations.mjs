// GitHub Actions workflow commands for content problems: `::error file=…,line=…,title=…::message`
// puts the message on the file and line, beside the commit the editor made. Escaping follows the
// runner's rules (actions/toolkit, command.ts): data escapes %, CR and LF; property values also
// escape : and , (they separate the properties).

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
export function problemAnnotation(problem) {
  const where = problem.place
    ? [problem.place.en]
    : [
        problem.entry ? `entry "${problem.entry}"` : '',
        problem.field ? `field "${problem.field}"` : '',
      ].filter(Boolean);
  const title = `Content check${where.length ? `: ${where.join(', ')}` : ''}`;
  return errorCommand({ file: problem.file, line: problem.line, title }, problem.message);
}

/** The job summary's Markdown: what failed, where, and what the editor does next. */
export function problemSummary(problems, formatProblem) {
  return [
    `### Content check: ${problems.length} problem(s), nothing was published`,
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
