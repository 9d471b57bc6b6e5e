/**
 * Text holds no control characters but tab and line breaks. NUL and the rest show as nothing (or
 * as a box), break the XML of sitemaps and feeds, and cut strings short in other tools; they come
 * from copying out of other programs. Such text is refused, never cleaned silently, so the dealer
 * sees where it came in: the content check names file and line, the import row and column.
 */

// C0 except tab, line feed and carriage return; DEL; C1.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Why `text` is refused, naming the first control character and where it is; else undefined. */
export function controlCharacterProblem(text: string): string | undefined {
  const match = controlCharacter.exec(text);
  if (!match) return undefined;
  const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  const name = code === '0000' ? ' (NUL)' : '';
  return (
    `holds an invisible control character U+${code}${name} at character ${match.index + 1}: ` +
    'delete it (it comes from copying text out of another program)'
  );
}
