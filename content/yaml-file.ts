import { isUtf8 } from 'node:buffer';
import { lstatSync, readFileSync } from 'node:fs';
import { LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { Path } from './bilingual';
import { controlCharacterProblem } from './fields/control-characters';
import { dealerWords } from './dealer-words';

const say = dealerWords('files');

/** Far above anything real (the largest file is ~7 kB, the longest text ~440 characters). */
export const contentLimits = {
  fileBytes: 256 * 1024,
  textLength: 10_000,
  /** yaml's own guard against alias expansion ("billion laughs"); the editor writes none. */
  aliasCount: 100,
} as const;

export interface FileProblem {
  line: number;
  path?: Path;
  message: string;
}

export interface YamlFile {
  doc: Document;
  lines: LineCounter;
}

/** The line of the deepest node of `path` the file has (a missing field points at its parent). */
export function lineOf({ doc, lines }: YamlFile, path: Path): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true) as { range?: [number] } | undefined;
    if (node?.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

function* texts(value: unknown, path: Path): Generator<[Path, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* texts(item, [...path, i]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* texts(item, [...path, key]);
  }
}

function textProblem(text: string): string | undefined {
  if (text.length > contentLimits.textLength)
    return say('tooLong', { limit: String(contentLimits.textLength) });
  return controlCharacterProblem(text);
}

function firstAliasLine(file: YamlFile): number {
  let line = 1;
  visit(file.doc, {
    Alias(_, node) {
      if (node.range) line = file.lines.linePos(node.range[0]).line;
      return visit.BREAK;
    },
  });
  return line;
}

/** Reads one content file as data, or says why not. Never throws: whatever the bytes, problems with lines. */
export function readYamlFile(fullPath: string): {
  file?: YamlFile;
  data?: unknown;
  problems: FileProblem[];
} {
  const fail = (message: string, line = 1) => ({ problems: [{ line, message }] });
  try {
    const stat = lstatSync(fullPath);
    if (!stat.isFile()) return fail(say('notPlainFile'));
    if (stat.size > contentLimits.fileBytes)
      return fail(
        say('tooBig', {
          size: String(Math.round(stat.size / 1024)),
          limit: String(contentLimits.fileBytes / 1024),
        }),
      );
    const bytes = readFileSync(fullPath);
    if (!isUtf8(bytes)) return fail(say('notUtf8'));
    const text = bytes.toString('utf8');
    const lines = new LineCounter();
    // Only YAML 1.2's plain types: a !!binary or !!set tag is a problem, not a Buffer or a Set.
    // logLevel 'error': a key that is a list or map becomes an unknown field, not console noise.
    const doc = parseDocument(text, {
      lineCounter: lines,
      resolveKnownTags: false,
      logLevel: 'error',
    });
    const syntax = [...doc.errors, ...doc.warnings].map((e) => ({
      line: e.linePos?.[0].line ?? 1,
      message: say('yamlSyntax', { reason: e.message.split('\n')[0]! }),
    }));
    if (syntax.length) return { problems: syntax };
    const file = { doc, lines };
    let data: unknown;
    try {
      data = doc.toJS({ maxAliasCount: contentLimits.aliasCount });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return fail(say('yamlAlias', { reason }), firstAliasLine(file));
    }
    const problems = [...texts(data, [])].flatMap(([path, text]) => {
      const message = textProblem(text);
      return message ? [{ line: lineOf(file, path), path, message }] : [];
    });
    return problems.length ? { file, problems } : { file, data, problems };
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return fail(say('fileMissing'));
    // Anything unforeseen (nesting deeper than the parser's stack) is still this file's problem.
    const reason = error instanceof Error ? error.message : String(error);
    return fail(say('unreadable', { reason }));
  }
}
