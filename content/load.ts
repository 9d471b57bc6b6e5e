import 'server-only';
import { readdirSync, type Dirent } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { z } from 'zod';
import { filePath, isRecord, toModel, type Path } from './bilingual';
import { entryIdMessage, isEntryId } from './fields/entry-id';
import { linkMessage, symbolicLinks } from './plain-files';
import { inBoth, type InBoth } from './fields/two-languages';
import { issueMessage } from './issue-message';
import { dealerWords } from './dealer-words';
import { byOrder } from './order';
import { entryPlace, entryTitle, fieldPlace, problemPlace } from './problem-place';
import { checkRules } from './rules';
import { collections, singleFiles, type SiteContent } from './schema';
import { lineOf, readYamlFile, type YamlFile } from './yaml-file';

const say = dealerWords('files');

export interface ContentProblem {
  file: string;
  line?: number;
  /** The entry's id and the field's path in the file (ka.price.amount), for tools. */
  entry?: string;
  field?: string;
  /** Georgian and English in one string (fields/two-languages.ts). */
  message: string;
  /** The entry and the field as the editor names them (problem-place.ts). */
  place?: InBoth;
}

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(readonly problems: ContentProblem[]) {
    super(`Invalid content (${problems.length}):\n  ${problems.map(formatProblem).join('\n  ')}`);
  }
}

export function problemLines(p: ContentProblem): string[] {
  const { ka, en } = inBoth(p.message);
  if (!p.place) return ka === en ? [en] : [ka, en];
  return [`${p.place.ka}: ${ka}`, `${p.place.en}: ${en}`];
}

export function formatProblem(p: ContentProblem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  return [where, ...problemLines(p)].join('\n    ');
}

interface ParsedFile extends YamlFile {
  file: string;
  schema: z.ZodType;
  entry: InBoth;
  collection: string;
}

/** Content files have one extension, as the editor writes them: x.yml next to x.yaml is no twin. */
export const contentExtension = '.yaml';

const locate = (parsed: ParsedFile, path: Path) => ({
  file: parsed.file,
  line: lineOf(parsed, path),
  field: path.join('.') || undefined,
  place: problemPlace(parsed.entry, fieldPlace(parsed.collection, parsed.schema, path)),
});

/** Reads one entry file: the file itself (yaml-file.ts), the ka/en layout, then the schema. */
function readEntry(
  root: string,
  file: string,
  collection: string,
  problems: ContentProblem[],
  schema: z.ZodType,
  single = false,
): { parsed?: ParsedFile; value?: unknown; name: string } {
  const shown = relative(process.cwd(), join(root, file));
  const name = basename(file, contentExtension);
  const read = readYamlFile(join(root, file));
  const unread = entryPlace(collection, single ? undefined : { ka: name, en: name });
  for (const p of read.problems)
    problems.push({
      file: shown,
      line: p.line,
      field: p.path?.join('.') || undefined,
      message: p.message,
      place: unread,
    });
  if (!read.file || read.problems.length) return { name };
  const title = single ? undefined : entryTitle(schema, read.data, name);
  const entry = entryPlace(collection, title);
  const parsed: ParsedFile = { ...read.file, file: shown, schema, entry, collection };
  const before = problems.length;
  const report = (path: Path, message: string) =>
    problems.push({ ...locate(parsed, path), entry: name, message });
  try {
    const data = read.data;
    if (!isRecord(data) || !isRecord(data.ka)) {
      report([], say('needsKaBlock'));
      return { parsed, name };
    }
    for (const key of Object.keys(data))
      if (key !== 'ka' && key !== 'en') report([key], say('unknownBlock'));
    const model = toModel(schema, data.ka, data.en);
    for (const issue of model.issues) report(issue.path, issue.message);
    // Messages the schema does not give are said in the dealer's words (issue-message.ts).
    const result = schema.safeParse(model.value, { error: issueMessage });
    if (!result.success)
      for (const issue of result.error.issues)
        report(filePath(schema, issue.path as Path), issue.message);
    const valid = result.success && problems.length === before;
    return { parsed, name, value: valid ? result.data : undefined };
  } catch (error) {
    // A shape nothing above foresaw is still this file's problem, never a crash of the check.
    const reason = error instanceof Error ? error.message : String(error);
    report([], say('uncheckable', { reason }));
    return { parsed, name };
  }
}

/** Reads and checks all content under `root`, collecting every problem instead of stopping. */
export function readSite(root: string, imageExists: (src: string) => boolean) {
  const problems: ContentProblem[] = [];
  // Nothing is read while a link could lead out of the project: the links alone are listed.
  for (const link of symbolicLinks(root).map((name) => join(root, name)))
    problems.push({ file: relative(process.cwd(), link), message: linkMessage(link) });
  if (problems.length) return { problems };
  const files = new Map<string, ParsedFile>();
  const site: Record<string, unknown> = {};

  for (const [name, { file, schema }] of Object.entries(singleFiles))
    site[name] = readEntry(root, file, name, problems, schema, true).value;

  for (const [name, { folder, schema, idField }] of Object.entries(collections)) {
    const entries: Record<string, unknown>[] = [];
    let found: Dirent[] = [];
    try {
      found = readdirSync(join(root, folder), { withFileTypes: true });
    } catch {
      problems.push({
        file: relative(process.cwd(), join(root, folder)),
        message: say('folderMissing'),
      });
    }
    for (const fileName of found.map((f) => f.name).sort()) {
      const file = `${folder}/${fileName}`;
      const yaml = /\.ya?ml$/i;
      const fileNameProblem = (entry: string, message: string) =>
        problems.push({
          file: relative(process.cwd(), join(root, file)),
          line: 1,
          entry,
          place: entryPlace(name, { ka: entry, en: entry }),
          message,
        });
      if (!yaml.test(fileName)) continue;
      if (!fileName.endsWith(contentExtension)) {
        const base = fileName.replace(yaml, '');
        fileNameProblem(base, say('extension', { extension: contentExtension, base }));
        continue;
      }
      const entry = readEntry(root, file, name, problems, schema);
      if (!isEntryId(entry.name)) {
        const rule = inBoth(entryIdMessage);
        fileNameProblem(
          entry.name,
          say('idRule', (language) => ({ idField, rule: rule[language] })),
        );
      }
      const value = entry.value as Record<string, unknown> | undefined;
      if (!value || !entry.parsed) continue;
      const id = String(value[idField]);
      if (id !== entry.name && isEntryId(entry.name))
        problems.push({
          ...locate(entry.parsed, ['ka', idField]),
          entry: id,
          message: say('idMismatch', { name: entry.name, idField }),
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
    const folder = relative(process.cwd(), join(root, collections[issue.collection].folder));
    problems.push({
      ...(parsed
        ? locate(parsed, filePath(parsed.schema, issue.path))
        : { file: folder, field: issue.path.join('.') }),
      entry: issue.id,
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
