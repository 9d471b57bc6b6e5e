// Turns the Nu Html Checker's JSON report into one readable line per problem.
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** vnu's message types that fail the check ("info" and warnings are not errors). */
const failing = new Set(['error', 'non-document-error']);

/** `out/en/index.html:1:8156: Bad value …` plus the marked-up extract, for a terminal. */
export function formatMessage(message, root = process.cwd()) {
  const file = message.url?.startsWith('file:')
    ? relative(root, fileURLToPath(message.url)).split(sep).join('/')
    : (message.url ?? '(no file)');
  const line = message.lastLine ?? message.firstLine ?? 0;
  const column = message.firstColumn ?? message.lastColumn ?? 0;
  const where = line ? `${file}:${line}:${column}` : file;
  // The export is minified onto one line, so the extract is what locates the problem.
  const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
  return `${where}: ${message.message}${extract}`;
}

/** The failing messages of a report (`{ messages: [...] }`), in file order. */
export function failures(report) {
  return (report.messages ?? [])
    .filter((message) => failing.has(message.type))
    .sort((a, b) => ((a.url ?? '') < (b.url ?? '') ? -1 : (a.url ?? '') > (b.url ?? '') ? 1 : 0));
}

/** How many failures carry each message text, most frequent first: the summary under the list. */
export function countByMessage(messages) {
  const counts = new Map();
  for (const { message } of messages) counts.set(message, (counts.get(message) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}
