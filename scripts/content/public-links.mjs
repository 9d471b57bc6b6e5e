// The export copies what a link in public/ points at, so a link would publish a file no check
// has read, or one from outside the project.
import { readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

function targetOf(path) {
  try {
    return readlinkSync(path);
  } catch {
    return '?';
  }
}

/** Whether `path`, links resolved, lies inside `dir`; false if it dangles. */
function resolvesInside(path, dir) {
  try {
    const real = realpathSync(path);
    const root = realpathSync(dir);
    return real === root || real.startsWith(root + sep);
  } catch {
    return false;
  }
}

/** Every link in `plainFolders` (whose files the SVG check reads), elsewhere those leaving the project. */
export function publicLinkProblems(publicDir, projectDir, plainFolders) {
  let entries;
  try {
    entries = readdirSync(publicDir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const problems = [];
  for (const entry of entries.filter((e) => e.isSymbolicLink())) {
    const path = join(entry.parentPath, entry.name);
    const [folder] = relative(publicDir, path).split(sep);
    const file = relative(projectDir, path).split(sep).join('/');
    const link = `is a symbolic link (to ${targetOf(path)})`;
    if (plainFolders.includes(folder))
      problems.push({
        file,
        message: `${link}: public/${folder}/ holds plain files only, since the export would publish what the link points at unchecked; put the file itself here`,
      });
    else if (!resolvesInside(path, projectDir))
      problems.push({
        file,
        message: `${link} that leaves the project or points at nothing: the export would publish a file from elsewhere on the machine; put the file itself here`,
      });
  }
  return problems.sort((a, b) => (a.file < b.file ? -1 : 1));
}
