/** The carousel's controls draw Material-style glyphs inline: no icon font on the first screen. */
export const previousPath = 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z';
export const nextPath = 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z';
export const pausePath = 'M6 5h4v14H6zm8 0h4v14h-4z';
export const playPath = 'M8 5v14l11-7z';

export function CarouselIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
