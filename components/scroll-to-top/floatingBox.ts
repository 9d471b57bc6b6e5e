/** The floating button's place, in CSS px: one fact for its style and for what it may cover. */
export const floatingButton = { size: 48, inset: 16 } as const;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the button sits in a viewport of that size (bottom end corner), grown by `margin`. */
export function floatingButtonBox(width: number, height: number, margin = 4): Box {
  const { size, inset } = floatingButton;
  return {
    left: width - inset - size - margin,
    top: height - inset - size - margin,
    right: width - inset + margin,
    bottom: height - inset + margin,
  };
}

/** Whether two boxes share any area (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** True when any line of data-keep-clear content is under the button now. */
export function coversKeepClear(doc: Document): boolean {
  const { clientWidth, clientHeight } = doc.documentElement;
  // A bar fixed to the bottom (the product page's on phones; 0 px while hidden) lifts the button.
  const bar = doc.querySelector('[data-phone-action-bar]')?.getBoundingClientRect().height ?? 0;
  const box = floatingButtonBox(clientWidth, clientHeight - bar);
  return Array.from(doc.querySelectorAll('[data-keep-clear]')).some((element) =>
    Array.from(element.getClientRects()).some((rect) => overlaps(rect, box)),
  );
}
