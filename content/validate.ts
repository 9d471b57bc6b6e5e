import type { z } from 'zod';

/** Thrown when a content file does not match its schema; the message names file, entry and field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

function describeEntry(raw: unknown, index: number | undefined): string {
  if (index === undefined) return '';
  const id =
    raw && typeof raw === 'object'
      ? ((raw as Record<string, unknown>).id ?? (raw as Record<string, unknown>).slug)
      : undefined;
  return typeof id === 'string' ? `entry "${id}" (#${index + 1})` : `entry #${index + 1}`;
}

function formatIssues(file: string, raw: unknown, error: z.ZodError, isList: boolean): string {
  const lines = error.issues.map((issue) => {
    const [first, ...rest] = issue.path;
    const index = isList && typeof first === 'number' ? first : undefined;
    const entry = isList && Array.isArray(raw) ? describeEntry(raw[index ?? -1], index) : '';
    const fieldPath = (index === undefined ? issue.path : rest).map(String).join('.') || '(root)';
    return `${file}: ${entry ? `${entry}, ` : ''}field "${fieldPath}": ${issue.message}`;
  });
  return `Invalid content:\n  ${lines.join('\n  ')}`;
}

/** Validate one content value, failing with a message a dealer can act on. */
export function parseContent<S extends z.ZodType>(
  file: string,
  schema: S,
  raw: unknown,
): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new ContentError(formatIssues(file, raw, result.error, Array.isArray(raw)));
  }
  return result.data;
}

/** Cross-entry rules (unique ids, references) reported in the same format. */
export function contentFailure(file: string, entry: string, field: string, message: string): never {
  throw new ContentError(
    `Invalid content:\n  ${file}: entry "${entry}", field "${field}": ${message}`,
  );
}
