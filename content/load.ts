import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { filePath, toModel, type Path } from './bilingual';
import { checkRules } from './rules';
import { collections, companyFile, companySchema, type SiteContent } from './schema';

/** One thing wrong in the content, located as precisely as the file allows. */
export interface ContentProblem {
  file: string;
  line?: number;
  entry?: string;
  field?: string;
  message: string;
}

/** Thrown when the content is broken; the message lists every problem, one per line. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(readonly problems: ContentProblem[]) {
    super(`Invalid content (${problems.length}):\n  ${problems.map(formatProblem).join('\n  ')}`);
  }
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  const entry = p.entry ? `entry "${p.entry}", ` : '';
  const field = p.field ? `field "${p.field}": ` : '';
  return `${where}: ${entry}${field}${p.message}`;
}

interface ParsedFile {
  file: string;
  doc: Document;
  lines: LineCounter;
  schema: z.ZodType;
}

/** The line of the deepest node of `path` the file has (a missing field points at its parent). */
function lineOf({ doc, lines }: ParsedFile, path: Path): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true) as { range?: [number] } | undefined;
    if (node?.range) return lines.linePos(node.range[0]).line;
  }
  return undefined;
}

/** Read one entry file: YAML syntax, the ka/en layout, then the schema. */
function readEntry(
  root: string,
  file: string,
  schema: z.ZodType,
  problems: ContentProblem[],
): { parsed: ParsedFile; value?: unknown; name: string } {
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(join(root, file), 'utf8'), { lineCounter: lines });
  const parsed = { file: relative(process.cwd(), join(root, file)), doc, lines, schema };
  const name = file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  const report = (path: Path | undefined, message: string, entry = name) =>
    problems.push({
      file: parsed.file,
      line: path ? lineOf(parsed, path) : undefined,
      entry,
      field: path?.join('.') || undefined,
      message,
    });
  if (doc.errors.length) {
    for (const e of doc.errors)
      problems.push({
        file: parsed.file,
        line: e.linePos?.[0].line,
        message: `YAML syntax: ${e.message.split('\n')[0]}`,
      });
    return { parsed, name };
  }
  const data = doc.toJS() as { ka?: unknown; en?: unknown } | null;
  if (!data || typeof data !== 'object' || !data.ka || typeof data.ka !== 'object') {
    report(undefined, 'must have a "ka:" block (and an "en:" block with the English text)');
    return { parsed, name };
  }
  const model = toModel(schema, data.ka, data.en);
  for (const issue of model.issues) report(issue.path, issue.message);
  const result = schema.safeParse(model.value);
  if (!result.success)
    for (const issue of result.error.issues)
      report(filePath(schema, issue.path as Path), friendly(issue.message));
  return { parsed, name, value: result.success && !model.issues.length ? result.data : undefined };
}

/** zod says "expected string, received undefined" where a dealer needs "is missing". */
const friendly = (message: string) =>
  /received undefined$/.test(message) ? 'is missing (required)' : message;

const byOrder = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Number(a.order ?? 0) - Number(b.order ?? 0);

/** Read and check all content under `root`, collecting every problem instead of stopping. */
export function readSite(root: string, imageExists: (src: string) => boolean) {
  const problems: ContentProblem[] = [];
  const files = new Map<string, ParsedFile>();
  const site: Record<string, unknown> = {};

  const company = readEntry(root, companyFile, companySchema, problems);
  site.company = company.value;

  for (const [name, { folder, schema, idField }] of Object.entries(collections)) {
    const entries: Record<string, unknown>[] = [];
    let names: string[] = [];
    try {
      names = readdirSync(join(root, folder)).filter((f) => /\.ya?ml$/.test(f));
    } catch {
      problems.push({
        file: relative(process.cwd(), join(root, folder)),
        message: 'folder is missing',
      });
    }
    for (const fileName of names.sort()) {
      const entry = readEntry(root, `${folder}/${fileName}`, schema, problems);
      const value = entry.value as Record<string, unknown> | undefined;
      if (!value) continue;
      const id = String(value[idField]);
      if (id !== entry.name)
        problems.push({
          file: entry.parsed.file,
          line: lineOf(entry.parsed, ['ka', idField]),
          entry: id,
          field: `ka.${idField}`,
          message: `must match the file name ("${entry.name}"): rename the file or the ${idField}`,
        });
      files.set(`${name}/${id}`, entry.parsed);
      entries.push(value);
    }
    site[name] = entries.sort(
      (a, b) => byOrder(a, b) || String(a[idField]).localeCompare(String(b[idField])),
    );
  }

  if (problems.length) return { problems };
  const content = site as unknown as SiteContent;
  for (const issue of checkRules(content, imageExists)) {
    const parsed = files.get(`${issue.collection}/${issue.id}`);
    const path = parsed ? filePath(parsed.schema, issue.path) : issue.path;
    problems.push({
      file:
        parsed?.file ?? relative(process.cwd(), join(root, collections[issue.collection].folder)),
      line: parsed ? lineOf(parsed, path) : undefined,
      entry: issue.id,
      field: path.join('.'),
      message: issue.message,
    });
  }
  return problems.length ? { problems } : { content, problems };
}

/** All content, or a ContentError naming every broken file, line, entry and field. */
export function loadSite(root: string, imageExists: (src: string) => boolean): SiteContent {
  const { content, problems } = readSite(root, imageExists);
  if (!content) throw new ContentError(problems);
  return content;
}
