/** The longest search text a dead link may fill in (the field stays one readable line). */
export const maxNotFoundSearchLength = 60;

// File endings old sites put on pages: "/catalog/c9999.html" searches for "c9999".
const pageExtension = /\.(?:s?html?|php\d?|aspx?|jsp)$/i;
const separators = /[-_+.~\s]+/u;
const word = /^[\p{L}\p{N}]+$/u;

/** Visitor text is offered only when it reads like a name: '' for markup, numbers, punctuation. */
export function notFoundSearchText(segment: string | null): string {
  if (!segment) return '';
  const text = Array.from(segment).slice(0, 200).join('');
  const words = text.replace(pageExtension, '').split(separators).filter(Boolean);
  if (words.length === 0 || !words.every((part) => word.test(part))) return '';
  const joined = words.join(' ');
  if (joined.length < 2 || /^[\p{N} ]+$/u.test(joined)) return '';
  if (joined.length <= maxNotFoundSearchLength) return joined;
  // Cut at a word boundary when there is one: half a word finds nothing.
  const cut = joined.slice(0, maxNotFoundSearchLength + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, maxNotFoundSearchLength)).trim();
}
