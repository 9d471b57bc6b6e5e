import { closeSync, constants, openSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// Content is read and written as plain files only: a symbolic link would lead anywhere.

/** The symbolic links under `dir`, never followed: paths relative to it, "/" between folders. */
export function symbolicLinks(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isSymbolicLink())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  } catch {
    // A missing or unreadable folder has no links to follow; the loader names the folder.
    return [];
  }
}

export function linkMessage(path: string): string {
  let target = '';
  try {
    target = ` (to ${readlinkSync(path)})`;
  } catch {
    // Removed meanwhile: the sentence stands without its target.
  }
  return (
    `is a symbolic link${target}: content is read and written as plain files only, so that ` +
    'nothing outside the project is read or changed; put the file itself here instead'
  );
}

/** Thrown when a file to write has become a symbolic link since the folder was checked. */
export class LinkedFileError extends Error {
  override name = 'LinkedFileError';
}

/** Writes `text` to `path`, never through a symbolic link (O_NOFOLLOW). */
export function writePlainFile(path: string, text: string): void {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC;
  let fd: number;
  try {
    fd = openSync(path, flags | (constants.O_NOFOLLOW ?? 0), 0o644);
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOOP')
      throw new LinkedFileError(`${path}: ${linkMessage(path)}`);
    throw error;
  }
  try {
    writeFileSync(fd, text);
  } finally {
    closeSync(fd);
  }
}
