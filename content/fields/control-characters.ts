// Control characters (but tab and line breaks) break sitemaps and feeds: such text is refused,
// never cleaned silently, so the dealer sees where it came in.

// C0 except tab, line feed and carriage return; DEL; C1.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

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
