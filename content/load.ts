import 'server-only';
import { readdirSync, type Dirent } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { z } from 'zod';
import { filePath, toModel, type Path } from './bilingual';
import { entryIdMessage, isEntryId } from './fields/entry-id';
import { linkMessage, symbolicLinks } from './plain-files';
import { checkRules } from './rules';
import { collections, companyFile, companySchema, singleFiles, type SiteContent } from './schema';
import { lineOf, readYamlFile, type YamlFile } from './yaml-file';

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

interface ParsedFile extends YamlFile {
  file: string;
  schema: z.ZodType;
}

/** Content files have one extension, as the editor writes them: x.yml next to x.yaml is no twin. */
export const contentExtension = '.yaml';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Read one entry file: the file itself (yaml-file.ts), the ka/en layout, then the schema. */
function readEntry(
  root: string,
  file: string,
  schema: z.ZodType,
  problems: ContentProblem[],
): { parsed?: ParsedFile; value?: unknown; name: string } {
  const shown = relative(process.cwd(), join(root, file));
  const name = basename(file, contentExtension);
  const read = readYamlFile(join(root, file));
  for (const p of read.problems)
    problems.push({
      file: shown,
      line: p.line,
      field: p.path?.join('.') || undefined,
      message: p.message,
    });
  if (!read.file || read.problems.length) return { name };
  const parsed: ParsedFile = { ...read.file, file: shown, schema };
  const before = problems.length;
  const report = (path: Path, message: string) =>
    problems.push({
      file: shown,
      line: lineOf(parsed, path),
      entry: name,
      field: path.join('.') || undefined,
      message,
    });
  try {
    const data = read.data;
    if (!isRecord(data) || !isRecord(data.ka)) {
      report([], 'must have a "ka:" block (and an "en:" block with the English text)');
      return { parsed, name };
    }
    for (const key of Object.keys(data))
      if (key !== 'ka' && key !== 'en')
        report([key], 'unknown block: a content file has a "ka:" and an "en:" block only');
    const model = toModel(schema, data.ka, data.en);
    for (const issue of model.issues) report(issue.path, issue.message);
    const result = schema.safeParse(model.value);
    if (!result.success)
      for (const issue of result.error.issues)
        report(filePath(schema, issue.path as Path), friendly(issue.message));
    const valid = result.success && problems.length === before;
    return { parsed, name, value: valid ? result.data : undefined };
  } catch (error) {
    // A shape nothing above foresaw is still this file's problem, never a crash of the check.
    report([], `cannot be checked: ${error instanceof Error ? error.message : String(error)}`);
    return { parsed, name };
  }
}

/** zod says "expected string, received undefined" where a dealer needs "is missing". */
const friendly = (message: string) =>
  /received undefined$/.test(message) ? 'is missing (required)' : message;

const byOrder = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Number(a.order ?? 0) - Number(b.order ?? 0);

/** Read and check all content under `root`, collecting every problem instead of stopping. */
export function readSite(root: string, imageExists: (src: string) => boolean) {
  const problems: ContentProblem[] = [];
  // Nothing is read while a link could lead out of the project: the links alone are listed.
  for (const link of symbolicLinks(root).map((name) => join(root, name)))
    problems.push({ file: relative(process.cwd(), link), message: linkMessage(link) });
  if (problems.length) return { problems };
  const files = new Map<string, ParsedFile>();
  const site: Record<string, unknown> = {};

  const company = readEntry(root, companyFile, companySchema, problems);
  site.company = company.value;
  for (const [name, { file, schema }] of Object.entries(singleFiles))
    site[name] = readEntry(root, file, schema, problems).value;

  for (const [name, { folder, schema, idField }] of Object.entries(collections)) {
    const entries: Record<string, unknown>[] = [];
    let found: Dirent[] = [];
    try {
      found = readdirSync(join(root, folder), { withFileTypes: true });
    } catch {
      problems.push({
        file: relative(process.cwd(), join(root, folder)),
        message: 'folder is missing',
      });
    }
    for (const fileName of found.map((f) => f.name).sort()) {
      const file = `${folder}/${fileName}`;
      const shown = relative(process.cwd(), join(root, file));
      const yaml = /\.ya?ml$/i;
      if (!yaml.test(fileName)) continue;
      if (!fileName.endsWith(contentExtension)) {
        const base = fileName.replace(yaml, '');
        problems.push({
          file: shown,
          line: 1,
          entry: base,
          message: `content files end in ${contentExtension}: rename it to ${base}${contentExtension}`,
        });
        continue;
      }
      const entry = readEntry(root, file, schema, problems);
      if (!isEntryId(entry.name))
        problems.push({
          file: shown,
          line: 1,
          entry: entry.name,
          message: `the file name is the ${idField}, which ${entryIdMessage}: rename the file`,
        });
      const value = entry.value as Record<string, unknown> | undefined;
      if (!value || !entry.parsed) continue;
      const id = String(value[idField]);
      if (id !== entry.name && isEntryId(entry.name))
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
