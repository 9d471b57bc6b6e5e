import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// The docs' links, read as GitHub reads them: heading anchors, inline links outside code, and the
// relative links that name no file or no heading. Used by links.test.mjs (every doc) and
// dealer-guide.test.ts (the dealer's guide).

/**
 * GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens (github-slugger).
 * @param {string} heading
 * @returns {string}
 */
export function slug(heading) {
  return heading
    .replace(/`|\*\*|__/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/**
 * Lines outside fenced code blocks (a `# comment` in a bash block is not a heading); a line
 * inside one is empty, so line numbers stay.
 * @param {string} text
 * @returns {string[]}
 */
export function proseLines(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/**
 * Every anchor a file's headings make, numbered as GitHub numbers repeats (-1, -2 …).
 * @param {string} text
 * @returns {Set<string>}
 */
export function anchors(text) {
  const seen = new Map();
  const result = new Set();
  for (const line of proseLines(text)) {
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = slug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/**
 * Inline links `[text](target)` in prose, with their line numbers; inline code is skipped.
 * @param {string} text
 * @returns {{ target: string, line: number }[]}
 */
export function links(text) {
  return proseLines(text).flatMap((line, index) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => ({
      target: match[1],
      line: index + 1,
    })),
  );
}

const disk = {
  read: (path) => readFileSync(path, 'utf8'),
  exists: existsSync,
  isFile: (path) => statSync(path).isFile(),
};

/**
 * The problems of one file's relative links, each naming file, line and target.
 * @param {string} file
 * @param {{ read: (path: string) => string, exists: (path: string) => boolean, isFile: (path: string) => boolean }} [io]
 * @returns {string[]}
 */
export function brokenLinks(file, { read, exists, isFile } = disk) {
  const problems = [];
  for (const { target, line } of links(read(file))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [path, anchor] = target.split('#');
    const resolved = path ? normalize(join(dirname(file), decodeURIComponent(path))) : file;
    const where = `${file}:${line}: ${target}`;
    if (!exists(resolved)) {
      problems.push(`${where}: no file ${resolved}`);
      continue;
    }
    if (anchor === undefined || !isFile(resolved) || !resolved.endsWith('.md')) continue;
    if (!anchors(read(resolved)).has(decodeURIComponent(anchor)))
      problems.push(`${where}: ${resolved} has no heading with the anchor #${anchor}`);
  }
  return problems;
}
